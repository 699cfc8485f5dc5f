import Foundation
import PushStorage

/// The payload being edited per profile name, kept in one JSON file (written atomically, 0600).
struct DraftStore: Sendable {
    let path: String

    func load() -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let drafts = try? JSONDecoder().decode([String: String].self, from: data) else { return [:] }
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
