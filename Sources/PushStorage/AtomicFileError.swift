import Foundation

/// Why a whole-file write did not happen; the file at ``path`` is then as it was before.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The step that failed.
    public enum Step: String, Sendable {
        /// Creating the private directory that is to hold the file.
        case directory
        /// Creating the temporary file next to the target.
        case create
        /// Writing, setting the mode or flushing the temporary file.
        case write
        /// Renaming the temporary file over the target.
        case rename
    }

    /// The file that was to be written.
    public let path: String
    /// The step that failed.
    public let step: Step
    /// The system's text for the error, e.g. "Permission denied".
    public let reason: String

    /// An error about `path`.
    public init(path: String, step: Step, reason: String) {
        self.path = path
        self.step = step
        self.reason = reason
    }

    /// `path: cannot write: reason`.
    public var description: String {
        switch step {
        case .directory: return "\(path): cannot create the directory: \(reason)"
        case .create: return "\(path): cannot create a temporary file next to it: \(reason)"
        case .write: return "\(path): cannot write: \(reason)"
        case .rename: return "\(path): cannot replace: \(reason)"
        }
    }

    /// The text of `errno`, for messages.
    static func systemReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
