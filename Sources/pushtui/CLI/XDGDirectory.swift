import Foundation
import PushDelivery

/// pushtui's folder under an XDG base directory: `$VARIABLE/pushtui` when the variable holds an
/// absolute path (the XDG spec ignores relative ones), else `~/FALLBACK/pushtui`.
enum XDGDirectory {
    static func pushtui(variable: String, fallback: String) -> String {
        let base = ProcessInfo.processInfo.environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? PathContext.fromProcess().home + "/" + fallback
        return base + "/pushtui"
    }
}
