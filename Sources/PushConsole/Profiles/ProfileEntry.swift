import PushCore

/// One row of the Profiles pane: a profile that loaded, or the file that did not and why.
public enum ProfileEntry: Sendable, Equatable {
    case loaded(file: String, profile: Profile)
    case broken(file: String, problem: String)

    /// The profile file.
    public var file: String {
        switch self {
        case .loaded(let file, _), .broken(let file, _): return file
        }
    }

    /// The profile, when it loaded.
    public var profile: Profile? {
        if case .loaded(_, let profile) = self { return profile }
        return nil
    }
}
