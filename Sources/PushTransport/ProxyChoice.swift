import PushCore

/// Which proxy a client goes through, decided once from the environment the process was given and
/// by libcurl's own rules for `https://` URLs, then handed to libcurl explicitly (libcurl never
/// reads the environment itself), so that the proxy a send names is the one it uses.
///
/// `https_proxy`, then `HTTPS_PROXY`, then `all_proxy`, then `ALL_PROXY`; none for a host that
/// `no_proxy` (or `NO_PROXY`) lists: `*`, the host itself, or a domain it is in (`example.com` and
/// `.example.com` both cover `api.example.com`), comma- or space-separated.
public struct ProxyChoice: Sendable, Hashable {
    /// The proxy variables that were set, by name.
    private let variables: [String: String]

    /// Never a proxy, whatever the environment says (`--no-proxy`).
    public static let direct = ProxyChoice(variables: [:])

    private init(variables: [String: String]) {
        self.variables = variables
    }

    /// The choice `environment` makes; `disabled` (`--no-proxy`) makes it ``direct``.
    public init(environment: [String: String], disabled: Bool = false) {
        self.init(variables: disabled ? [:] : environment.filter { Self.names.contains($0.key) && !$0.value.isEmpty })
    }

    private static let proxyNames = ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]
    private static let exceptionNames = ["no_proxy", "NO_PROXY"]
    private static let names = Set(proxyNames + exceptionNames)

    /// The proxy URL for requests to `url` (an `https://host[:port]…` URL), or nil for a direct connection.
    public func proxy(for url: String) -> String? {
        guard let proxy = Self.proxyNames.lazy.compactMap({ variables[$0] }).first else { return nil }
        let host = PlatformHost.host(of: url) ?? url
        let exceptions = Self.exceptionNames.lazy.compactMap { variables[$0] }.first ?? ""
        let excepted = exceptions.split(whereSeparator: { $0 == "," || $0 == " " }).contains { entry in
            let domain = entry.lowercased()
            return domain == "*" || PlatformHost.isName(host, under: domain.hasPrefix(".") ? String(domain.dropFirst()) : domain)
        }
        return excepted ? nil : proxy
    }

    /// `proxy` as it may be shown: without the user name and password a proxy URL can carry.
    public static func displayName(of proxy: String) -> String {
        guard let at = proxy.lastIndex(of: "@") else { return proxy }
        let scheme = proxy.range(of: "://").map { String(proxy[..<$0.upperBound]) } ?? ""
        return scheme + proxy[proxy.index(after: at)...]
    }
}
