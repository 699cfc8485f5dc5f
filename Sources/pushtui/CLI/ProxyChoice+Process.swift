import Foundation
import PushTransport

extension ProxyChoice {
    /// The proxies this process's environment names (`https_proxy`, `all_proxy`, `no_proxy`, …), as
    /// every command that connects uses them; `disabled` (`send --no-proxy`) connects directly.
    static func ofThisProcess(disabled: Bool = false) -> ProxyChoice {
        ProxyChoice(environment: ProcessInfo.processInfo.environment, disabled: disabled)
    }
}
