import Foundation
import PushCore

/// Profiles as `*.json` files in one directory.
///
/// A file that cannot be read or parsed is reported and never rewritten: only ``save(_:to:)``,
/// ``saveEdits(from:to:in:)`` and ``updateTokenOutcomes(file:updates:)`` write, and only the file
/// they are given. The last two re-read the file under its directory's lock (``DirectoryLock``) and
/// change only what they were asked to, so two processes editing one profile keep each other's changes.
public struct FileProfileStore: ProfileStore {
    /// The directory, e.g. from ``ProfileDirectory/resolve(explicit:currentDirectory:environment:home:)``.
    public let directory: String

    /// Profiles go to files readable by the owner only: they name key files and hold device tokens.
    public static let fileMode: mode_t = 0o600

    /// A store over `directory`; nothing is read until asked.
    public init(directory: String) {
        self.directory = directory
    }

    /// Every `*.json` file of the directory (hidden files skipped), sorted by file name; an empty
    /// list when the directory does not exist yet.
    public func loadAll() -> [ProfileLoadResult] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { name in
            let file = ProfilePath.resolve(name, relativeTo: directory)
            return ProfileLoadResult(file: file, result: Self.read(file))
        }
    }

    /// A path (anything with a `/`, or an existing `*.json` file), else the one profile whose `name`
    /// matches, else `<directory>/<nameOrFile>.json`.
    public func load(nameOrFile: String) throws(ProfileStoreError) -> StoredProfile {
        // A path has a slash, or names a .json file that exists (relative to the current directory).
        if nameOrFile.contains("/") || (nameOrFile.hasSuffix(".json") && FileManager.default.fileExists(atPath: nameOrFile)) {
            return try Self.stored(nameOrFile)
        }
        let all = loadAll()
        let named = all.filter { $0.profile?.name == nameOrFile }
        if named.count > 1 {
            throw .ambiguous(nameOrFile, files: named.map(\.file))
        }
        if let match = named.first, let profile = match.profile {
            return StoredProfile(file: match.file, profile: profile)
        }
        let stem = nameOrFile.hasSuffix(".json") ? nameOrFile : nameOrFile + ".json"
        if let match = all.first(where: { $0.file == ProfilePath.resolve(stem, relativeTo: directory) }) {
            return try Self.stored(match.file, result: match.result)
        }
        throw .notFound(nameOrFile, directory: directory, available: all.compactMap { $0.profile?.name })
    }

    /// Writes the canonical text of `profile` atomically with mode ``fileMode``, creating a missing
    /// directory readable by the owner only.
    public func save(_ profile: Profile, to file: String) throws(ProfileStoreError) {
        let parent = ProfilePath.directory(of: file)
        do {
            try AtomicFile.createPrivateDirectory(parent)
        } catch {
            throw .directory(path: parent, reason: error.reason)
        }
        do {
            try AtomicFile.write(ProfileCodec.encode(profile), to: file, mode: Self.fileMode)
        } catch {
            throw .write(error)
        }
    }

    /// Records `updates` in the token book of `file` as it is on disk now; a file that does not load
    /// is refused (``ProfileStoreError/invalid(_:)``) and left as it is.
    @discardableResult
    public func updateTokenOutcomes(file: String, updates: [TokenOutcomeUpdate]) throws(ProfileStoreError) -> Profile {
        try update(file) { $0.applying(updates) }
    }

    /// Clears the dead marks of `token` in the token book of `file` as it is on disk now
    /// (``PushCore/Profile/reviving(_:)``); nil when the book does not hold the token, and the file is
    /// then left as it is.
    public func reviveToken(file: String, token: BookToken) throws(ProfileStoreError) -> Profile? {
        var found = false
        let profile = try update(file) { profile in
            guard let revived = profile.reviving(token) else { return profile }
            found = true
            return revived
        }
        return found ? profile : nil
    }

    /// Saves the edits that turned `base` (the profile as this writer read it) into `edited`, laid
    /// over `file` as it is on disk now (``Profile/applyingEdits(from:to:)``), so a change another
    /// process made since is kept. A file that no longer loads is refused and left as it is.
    ///
    /// - Returns: the profile as written, and the fields both changed (the edit won them).
    public func saveEdits(from base: Profile, to edited: Profile, in file: String) throws(ProfileStoreError) -> (profile: Profile, conflicts: [String]) {
        var conflicts: [String] = []
        let written = try update(file) { current in
            let merged = current.applyingEdits(from: base, to: edited)
            conflicts = merged.conflicts
            return merged.profile
        }
        return (written, conflicts)
    }

    /// Reads `file`, applies `change` and writes the result when it differs, all under the lock of
    /// the file's directory, so no other pushtui process writes the file in between.
    private func update(_ file: String, _ change: (Profile) -> Profile) throws(ProfileStoreError) -> Profile {
        try DirectoryLock.holding(forFileIn: AtomicFile.fileBehind(file)) { () throws(ProfileStoreError) -> Profile in
            let current = try Self.stored(file).profile
            let updated = change(current)
            if updated != current {
                try save(updated, to: file)
            }
            return updated
        }
    }

    private static func read(_ file: String) -> Result<Profile, ProfileLoadError> {
        do {
            return ProfileCodec.decode(try InputFile.read(file, kind: .profile), file: file)
        } catch {
            return .failure(ProfileLoadError(file: file, message: error.problemDescription))
        }
    }

    private static func stored(_ file: String, result: Result<Profile, ProfileLoadError>? = nil) throws(ProfileStoreError) -> StoredProfile {
        switch result ?? read(file) {
        case .success(let profile): return StoredProfile(file: file, profile: profile)
        case .failure(let error): throw .invalid(error)
        }
    }
}
