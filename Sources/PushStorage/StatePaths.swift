/// Where pushtui keeps its own state: `$XDG_STATE_HOME/pushtui`, else `~/.local/state/pushtui`.
public struct StatePaths: Sendable, Equatable {
    /// The pushtui state directory.
    public let root: String

    /// The state kept under `root`.
    public init(root: String) {
        self.root = root
    }

    /// The state directory `environment` and `home` name (see ``XDGDirectory``).
    public init(environment: [String: String], home: String) {
        root = XDGDirectory.pushtui(variable: "XDG_STATE_HOME", fallback: ".local/state", environment: environment, home: home)
    }

    /// The simulator's CA, server certificate and demo key.
    public var simulator: String { root + "/simulator" }
    /// The push history of the console and `pushtui send`, one JSON line per push.
    public var history: String { root + "/history.jsonl" }
    /// The payload being edited per profile file.
    public var drafts: String { root + "/drafts.json" }
    /// The console's last copy (a curl command, a field), readable by the owner only: where a copy
    /// is found when no clipboard took it.
    public var clipboard: String { root + "/clipboard.txt" }
    /// The built-in demo's profile.
    public var demoProfiles: String { root + "/demo" }
}
