import Foundation
import PushDelivery
import PushStorage

/// Where pushtui keeps what the user makes: `$XDG_DATA_HOME/pushtui`, else `~/.local/share/pushtui`.
struct DataPaths {
    /// The pushtui data directory.
    let root: String

    static func fromProcess() -> DataPaths {
        DataPaths(root: XDGDirectory.pushtui(variable: "XDG_DATA_HOME", fallback: ".local/share"))
    }

    /// The saved payloads of every profile.
    var library: FilePayloadLibrary { FilePayloadLibrary(path: root + "/library.json") }
}
