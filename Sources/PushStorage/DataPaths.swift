/// Where pushtui keeps what the user makes: `$XDG_DATA_HOME/pushtui`, else `~/.local/share/pushtui`.
public struct DataPaths: Sendable, Equatable {
    /// The pushtui data directory.
    public let root: String

    /// The data kept under `root`.
    public init(root: String) {
        self.root = root
    }

    /// The data directory `environment` and `home` name (see ``XDGDirectory``).
    public init(environment: [String: String], home: String) {
        root = XDGDirectory.pushtui(variable: "XDG_DATA_HOME", fallback: ".local/share", environment: environment, home: home)
    }

    /// The saved payloads of every profile.
    public var library: FilePayloadLibrary { FilePayloadLibrary(path: root + "/library.json") }
}
