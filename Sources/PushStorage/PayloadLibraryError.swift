import PushCore

/// Why a payload library operation did not happen; the library file is then unchanged.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct PayloadLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case notFound(String)
        case nameTaken(String)
        case invalidName(String, reason: String)
        case unreadable(path: String, detail: String)
        case write(AtomicFileError)
        case notJSON(JSONSyntaxError)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// No payload of that name is saved for the profile.
    public static func notFound(_ name: String) -> PayloadLibraryError {
        PayloadLibraryError(.notFound(name))
    }

    /// A payload of that name is already saved for the profile.
    public static func nameTaken(_ name: String) -> PayloadLibraryError {
        PayloadLibraryError(.nameTaken(name))
    }

    /// The name is unusable; `reason` says why.
    public static func invalidName(_ name: String, reason: String) -> PayloadLibraryError {
        PayloadLibraryError(.invalidName(name, reason: reason))
    }

    /// The library file exists but is not a library; nothing is written over it.
    public static func unreadable(path: String, detail: String) -> PayloadLibraryError {
        PayloadLibraryError(.unreadable(path: path, detail: detail))
    }

    /// The payload is not valid JSON, which no send could carry; nothing is saved.
    public static func notJSON(_ error: JSONSyntaxError) -> PayloadLibraryError {
        PayloadLibraryError(.notJSON(error))
    }

    /// Where the payload stops being JSON, when that is why it was not saved.
    public var syntaxError: JSONSyntaxError? {
        if case .notJSON(let error) = base { return error }
        return nil
    }

    /// Writing the library file failed.
    public static func write(_ error: AtomicFileError) -> PayloadLibraryError {
        PayloadLibraryError(.write(error))
    }

    /// The message for a person.
    public var description: String {
        switch base {
        case .notFound(let name): return "no saved payload named '\(name)' for this profile"
        case .nameTaken(let name): return "a payload named '\(name)' is already saved for this profile"
        case .invalidName(let name, let reason): return "payload name '\(name)' \(reason)"
        case .unreadable(let path, let detail): return "\(path) is not a pushtui payload library (\(detail)); move it aside to start a new one"
        case .write(let error): return error.description
        case .notJSON(let error): return "the payload is not valid JSON: line \(error.line), column \(error.column): \(error.message)"
        }
    }
}
