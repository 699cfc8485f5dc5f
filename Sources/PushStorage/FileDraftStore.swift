import Foundation
import PushCore

/// The drafts in one JSON file, written atomically (0600, in a 0700 directory):
/// `{"version":2,"drafts":{"/p/shop.json":{"payload":"…","headers":{"apns-priority":"5"}}}}`.
///
/// A save is a read-modify-write under the directory's lock (``DirectoryLock``): the file is read
/// again, exactly the drafts this process changed are replaced, and the rest — another console's
/// drafts — are written back as they were. Two consoles changing one profile's draft: the later
/// save wins. The file an older pushtui wrote (`{"<profile file or name>": "<payload>"}`) is read
/// as drafts without headers and rewritten in this format by the first save.
public struct FileDraftStore: DraftStore {
    /// The JSON file.
    public let path: String
    /// Between the file's name and the time in the name of a file that held no drafts, set aside.
    public static let corruptSuffix = ".corrupt-"

    private struct Contents: Codable {
        var version = 2
        var drafts: [String: PayloadDraft] = [:]
    }

    /// The store in `path`.
    public init(path: String) {
        self.path = path
    }

    public func load() throws(DraftStoreError) -> [String: PayloadDraft] {
        try read() ?? [:]
    }

    @discardableResult
    public func save(_ changed: [String: PayloadDraft]) throws(DraftStoreError) -> String? {
        do throws(AtomicFileError) {
            try AtomicFile.createPrivateDirectory(ProfilePath.directory(of: path))
        } catch {
            throw .write(error)
        }
        return try DirectoryLock.holding(forFileIn: path) { () throws(DraftStoreError) -> String? in
            var setAside: String?
            var drafts: [String: PayloadDraft]
            do throws(DraftStoreError) {
                drafts = try read() ?? [:]
            } catch {
                guard case .notDrafts = error else { throw error }
                setAside = try keepAside()
                drafts = [:]
            }
            drafts.merge(changed) { _, new in new }
            try write(drafts)
            return setAside
        }
    }

    /// The drafts in the file; nil when there is no file.
    private func read() throws(DraftStoreError) -> [String: PayloadDraft]? {
        let bytes: [UInt8]
        do {
            // Through InputFile: a FIFO or device put in its place must not hang the console's start.
            bytes = try InputFile.read(path, kind: .drafts)
        } catch where error.problem == .missing {
            return nil
        } catch {
            throw .unreadable(error)
        }
        let decoder = JSONDecoder()
        if let contents = try? decoder.decode(Contents.self, from: Data(bytes)) { return contents.drafts }
        if let older = try? decoder.decode([String: String].self, from: Data(bytes)) {
            return older.mapValues { PayloadDraft(payload: $0, headers: nil) }
        }
        throw .notDrafts(path: path)
    }

    /// Renames the file that holds no drafts out of the way, so nothing it held is lost.
    private func keepAside() throws(DraftStoreError) -> String {
        // Beside the file a link points to, where the write that follows goes.
        let file = AtomicFile.fileBehind(path)
        let aside = file + Self.corruptSuffix + String(Int(Date().timeIntervalSince1970))
        guard rename(file, aside) == 0 else {
            throw .write(AtomicFileError(path: path, step: .rename, reason: AtomicFileError.systemReason()))
        }
        return aside
    }

    private func write(_ drafts: [String: PayloadDraft]) throws(DraftStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do throws(AtomicFileError) {
            guard let data = try? encoder.encode(Contents(drafts: drafts)) else {
                throw AtomicFileError(path: path, step: .write, reason: "the drafts could not be encoded")
            }
            try AtomicFile.write(Array(data), to: path, mode: 0o600)
        } catch {
            throw .write(error)
        }
    }
}
