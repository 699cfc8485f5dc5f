import PushCore

/// Why a profile could not be found, read or written.
///
/// A struct around an enum that is not public, shaped and used like ``PayloadLibraryError``, so
/// a new kind of failure is not a breaking change.
public struct ProfileStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case notFound(String, directory: String, available: [String])
        case ambiguous(String, files: [String])
        case invalid(ProfileLoadError)
        case directory(path: String, reason: String)
        case write(AtomicFileError)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// No file and no profile by that name; `available` lists the names that do exist.
    public static func notFound(_ name: String, directory: String, available: [String]) -> ProfileStoreError {
        ProfileStoreError(.notFound(name, directory: directory, available: available))
    }

    /// Several profiles carry the name; the user has to pick a file.
    public static func ambiguous(_ name: String, files: [String]) -> ProfileStoreError {
        ProfileStoreError(.ambiguous(name, files: files))
    }

    /// The file exists but is not a usable profile; every problem is listed.
    public static func invalid(_ error: ProfileLoadError) -> ProfileStoreError {
        ProfileStoreError(.invalid(error))
    }

    /// The directory for a new file could not be created.
    public static func directory(path: String, reason: String) -> ProfileStoreError {
        ProfileStoreError(.directory(path: path, reason: reason))
    }

    /// Writing failed; the file is as it was.
    public static func write(_ error: AtomicFileError) -> ProfileStoreError {
        ProfileStoreError(.write(error))
    }

    /// The file's problems when it exists but is not a usable profile; nil for every other failure.
    public var loadError: ProfileLoadError? {
        if case .invalid(let error) = base { return error }
        return nil
    }

    /// The message for a person.
    public var description: String {
        switch base {
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
