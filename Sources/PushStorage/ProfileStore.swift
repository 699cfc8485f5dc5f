import PushCore

/// Where profiles are kept. The executable wires ``FileProfileStore``; tests and the console may use others.
public protocol ProfileStore: Sendable {
    /// Every profile, sorted by file name: each loaded or with all its problems. Never changes a file.
    func loadAll() -> [ProfileLoadResult]

    /// The profile named by a path to a file, a profile `name`, or a file name without `.json`, in that order.
    func load(nameOrFile: String) throws(ProfileStoreError) -> StoredProfile

    /// Writes `profile` to `file` atomically, readable by the owner only, keeping its unknown members.
    func save(_ profile: Profile, to file: String) throws(ProfileStoreError)

    /// Re-reads `file`, records `updates` in its token book and writes it back atomically; returns
    /// the profile as written. The file is not rewritten when nothing changes.
    @discardableResult
    func updateTokenOutcomes(file: String, updates: [TokenOutcomeUpdate]) throws(ProfileStoreError) -> Profile
}
