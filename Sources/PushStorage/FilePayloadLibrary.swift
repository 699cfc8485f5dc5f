import Foundation
import PushCore

/// The payload library in one JSON file, `$XDG_DATA_HOME/pushtui/library.json`, written atomically
/// and readable by the owner only, like the profiles and drafts.
///
/// The file maps a profile's file path to its payloads: `{"version":1,"profiles":{"/p/a.json":[…]}}`.
public struct FilePayloadLibrary: PayloadLibrary {
    /// The library file.
    public let path: String

    private struct Contents: Codable {
        var version = 1
        var profiles: [String: [SavedPayload]] = [:]
    }

    /// A library kept in `path`.
    public init(path: String) {
        self.path = path
    }

    /// The key a profile's payloads are kept under: its file's absolute, standardized path.
    public static func profileKey(forFile file: String) -> String {
        URL(fileURLWithPath: file).standardizedFileURL.path
    }

    public func list(profile: String) throws(PayloadLibraryError) -> [SavedPayload] {
        (try read().profiles[profile] ?? []).sorted { $0.name < $1.name }
    }

    public func open(_ name: String, profile: String) throws(PayloadLibraryError) -> SavedPayload {
        guard let saved = try read().profiles[profile]?.first(where: { $0.name == name }) else { throw .notFound(name) }
        return saved
    }

    public func save(_ payload: SavedPayload, profile: String, replacing: Bool) throws(PayloadLibraryError) {
        try Self.check(payload.name)
        // Every front end saves through here, so no saved payload is one that `send --template` refuses.
        if let error = PayloadDocument(text: payload.payload).syntaxError { throw .notJSON(error) }
        try change(profile) { entries throws(PayloadLibraryError) in
            if let index = entries.firstIndex(where: { $0.name == payload.name }) {
                guard replacing else { throw .nameTaken(payload.name) }
                entries[index] = payload
            } else {
                entries.append(payload)
            }
        }
    }

    public func rename(_ name: String, to newName: String, profile: String) throws(PayloadLibraryError) {
        try Self.check(newName)
        try change(profile) { entries throws(PayloadLibraryError) in
            guard let index = entries.firstIndex(where: { $0.name == name }) else { throw .notFound(name) }
            guard name == newName || !entries.contains(where: { $0.name == newName }) else { throw .nameTaken(newName) }
            entries[index].name = newName
        }
    }

    public func delete(_ name: String, profile: String) throws(PayloadLibraryError) {
        try change(profile) { entries throws(PayloadLibraryError) in
            guard let index = entries.firstIndex(where: { $0.name == name }) else { throw .notFound(name) }
            entries.remove(at: index)
        }
    }

    /// Changes the payloads of `profile` as `body` says, holding the directory's lock from the read
    /// to the write: the file is read again under the lock and only this profile's list is
    /// replaced, so what another process saved meanwhile (for any profile) is kept.
    private func change(_ profile: String, _ body: (inout [SavedPayload]) throws(PayloadLibraryError) -> Void) throws(PayloadLibraryError) {
        do throws(AtomicFileError) {
            // Made first: a directory that does not exist yet cannot be locked.
            try AtomicFile.createPrivateDirectory(ProfilePath.directory(of: path))
        } catch {
            throw .write(error)
        }
        try DirectoryLock.holding(forFileIn: path) { () throws(PayloadLibraryError) in
            var contents = try read()
            var entries = contents.profiles[profile] ?? []
            try body(&entries)
            contents.profiles[profile] = entries.isEmpty ? nil : entries
            try write(contents)
        }
    }

    /// A name must be printable on one line, and must not hide a built-in template.
    static func check(_ name: String) throws(PayloadLibraryError) {
        if let problem = SavedPayload.nameProblem(name) { throw .invalidName(name, reason: problem) }
    }

    private func read() throws(PayloadLibraryError) -> Contents {
        let data: [UInt8]
        do {
            data = try InputFile.read(path, kind: .payloadLibrary)
        } catch where error.problem == .missing {
            return Contents()
        } catch {
            throw .unreadable(path: path, detail: error.problemDescription)
        }
        do {
            return try JSONDecoder().decode(Contents.self, from: Data(data))
        } catch {
            throw .unreadable(path: path, detail: "not the expected JSON")
        }
    }

    private func write(_ contents: Contents) throws(PayloadLibraryError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(contents) else {
            throw .write(AtomicFileError(path: path, step: .write, reason: "the library could not be encoded"))
        }
        do throws(AtomicFileError) {
            try AtomicFile.write(Array(data), to: path, mode: 0o600)
        } catch {
            throw .write(error)
        }
    }
}

extension InputKind {
    /// The payload library, a file pushtui writes itself.
    public static let payloadLibrary = InputKind(name: "payload library", limit: 16 * mebibyte)
}
