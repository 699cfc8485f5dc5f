import Foundation
import PushDelivery
import PushStorage

/// Where pushtui keeps what the user makes: `$XDG_DATA_HOME/pushtui`, else `~/.local/share/pushtui`.
struct DataPaths {
    /// The pushtui data directory.
    let root: String

    static func fromProcess() -> DataPaths {
        let dataHome = ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? PathContext.fromProcess().home + "/.local/share"
        return DataPaths(root: dataHome + "/pushtui")
    }

    /// The saved payloads of every profile.
    var library: FilePayloadLibrary { FilePayloadLibrary(path: root + "/library.json") }
}
