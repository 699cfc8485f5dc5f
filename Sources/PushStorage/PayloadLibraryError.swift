/// Why a payload library operation did not happen; the library file is then unchanged.
public enum PayloadLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No payload of that name is saved for the profile.
    case notFound(String)
    /// A payload of that name is already saved for the profile.
    case nameTaken(String)
    /// The name is unusable; `reason` says why.
    case invalidName(String, reason: String)
    /// The library file exists but is not a library; nothing is written over it.
    case unreadable(path: String, detail: String)
    /// Writing the library file failed.
    case write(AtomicFileError)

    /// The message for a person.
    public var description: String {
        switch self {
        case .notFound(let name): return "no saved payload named '\(name)' for this profile"
        case .nameTaken(let name): return "a payload named '\(name)' is already saved for this profile"
        case .invalidName(let name, let reason): return "payload name '\(name)' \(reason)"
        case .unreadable(let path, let detail): return "\(path) is not a pushtui payload library (\(detail)); move it aside to start a new one"
        case .write(let error): return error.description
        }
    }
}
