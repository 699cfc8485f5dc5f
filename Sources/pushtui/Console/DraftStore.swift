import Foundation
import PushStorage

/// The payload being edited per profile name, kept in one JSON file (written atomically, 0600).
struct DraftStore: Sendable {
    let path: String

    func load() -> [String: String] {
        // Through InputFile: a FIFO or device put in its place must not hang the console's start.
        guard let bytes = try? InputFile.read(path, kind: .drafts),
              let drafts = try? JSONDecoder().decode([String: String].self, from: Data(bytes)) else { return [:] }
        return drafts
    }

    func save(_ text: String, for profileName: String) throws {
        var drafts = load()
        drafts[profileName] = text
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.createPrivateDirectory((path as NSString).deletingLastPathComponent)
        try AtomicFile.write(Array(try encoder.encode(drafts)), to: path, mode: 0o600)
    }
}
