import PushCore

/// A profile together with the file it came from, which is where its paths are relative to and
/// where token outcomes are written back.
public struct StoredProfile: Sendable, Equatable {
    /// The file's path.
    public let file: String
    /// The profile.
    public let profile: Profile

    /// A profile read from `file`.
    public init(file: String, profile: Profile) {
        self.file = file
        self.profile = profile
    }
}
