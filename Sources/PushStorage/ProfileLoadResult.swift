import PushCore

/// One profile file of a directory: the profile it holds, or everything wrong with it.
public struct ProfileLoadResult: Sendable, Equatable {
    /// The file's path.
    public let file: String
    /// The profile, or why it cannot be used.
    public let result: Result<Profile, ProfileLoadError>

    /// A result for `file`.
    public init(file: String, result: Result<Profile, ProfileLoadError>) {
        self.file = file
        self.result = result
    }

    /// The profile, when the file loaded.
    public var profile: Profile? {
        try? result.get()
    }

    /// The problems, when it did not.
    public var error: ProfileLoadError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}
