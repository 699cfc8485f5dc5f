import PushDelivery
import Foundation

/// Where pushtui keeps its own state: `$XDG_STATE_HOME/pushtui`, else `~/.local/state/pushtui`.
struct StatePaths {
    /// The pushtui state directory.
    let root: String

    static func fromProcess() -> StatePaths {
        StatePaths(root: XDGDirectory.pushtui(variable: "XDG_STATE_HOME", fallback: ".local/state"))
    }

    /// The simulator's CA, server certificate and demo key.
    var simulator: String { root + "/simulator" }
    /// The push history of the console and `pushtui send`, one JSON line per push.
    var history: String { root + "/history.jsonl" }
    /// The payload being edited per profile file.
    var drafts: String { root + "/drafts.json" }
    /// The built-in demo's profile.
    var demoProfiles: String { root + "/demo" }
}
