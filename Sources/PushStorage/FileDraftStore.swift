import Foundation

/// Where the payloads being edited are kept between sessions, by profile file.
public protocol DraftStore: Sendable {
    /// Every saved draft by key (a profile file; a profile name for drafts an older pushtui saved).
    func load() -> [String: String]
    /// Saves `text` as the draft of `profileFile`.
    func save(_ text: String, for profileFile: String) throws
}

/// The drafts in one JSON file, written atomically (0600, in a 0700 directory).
public struct FileDraftStore: DraftStore {
    /// The JSON file.
    public let path: String

    /// The store in `path`.
    public init(path: String) {
        self.path = path
    }

    /// The saved drafts; none when the file is missing or unreadable.
    public func load() -> [String: String] {
        // Through InputFile: a FIFO or device put in its place must not hang the console's start.
        guard let bytes = try? InputFile.read(path, kind: .drafts),
              let drafts = try? JSONDecoder().decode([String: String].self, from: Data(bytes)) else { return [:] }
        return drafts
    }

    /// Saves `text` as the draft of `profileFile`, keeping the others.
    public func save(_ text: String, for profileFile: String) throws {
        var drafts = load()
        drafts[profileFile] = text
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.createPrivateDirectory((path as NSString).deletingLastPathComponent)
        try AtomicFile.write(Array(try encoder.encode(drafts)), to: path, mode: 0o600)
    }
}
