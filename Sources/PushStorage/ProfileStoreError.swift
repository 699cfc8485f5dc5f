import PushCore

/// Why a profile could not be found, read or written.
public enum ProfileStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file and no profile by that name; `available` lists the names that do exist.
    case notFound(String, directory: String, available: [String])
    /// Several profiles carry the name; the user has to pick a file.
    case ambiguous(String, files: [String])
    /// The file exists but is not a usable profile; every problem is listed.
    case invalid(ProfileLoadError)
    /// The directory for a new file could not be created.
    case directory(path: String, reason: String)
    /// Writing failed; the file is as it was.
    case write(AtomicFileError)

    /// The message for a person.
    public var description: String {
        switch self {
        case let .notFound(name, directory, available):
            let known = available.isEmpty ? "it has no profiles" : "it has \(available.joined(separator: ", "))"
            return "no profile '\(name)' in \(directory) (\(known))"
        case let .ambiguous(name, files):
            return "more than one profile is named '\(name)' (\(files.joined(separator: ", "))): pass the file instead"
        case let .invalid(error):
            return error.description
        case let .directory(path, reason):
            return "\(path): cannot create the directory: \(reason)"
        case let .write(error):
            return error.description
        }
    }
}
