import Foundation

/// Why a whole-file write did not happen; the file at ``path`` is then as it was before.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The step that failed.
    public struct Step: Hashable, Sendable, CustomStringConvertible {
        /// The step's name, as ``description`` gives it.
        private let name: String
        /// What could not be done, as the error's message says it.
        let failure: String

        private init(_ name: String, failure: String) {
            self.name = name
            self.failure = failure
        }

        /// Creating the private directory that is to hold the file.
        public static let directory = Step("directory", failure: "cannot create the directory")
        /// Creating the temporary file next to the target.
        public static let create = Step("create", failure: "cannot create a temporary file next to it")
        /// Writing, setting the mode or flushing the temporary file.
        public static let write = Step("write", failure: "cannot write")
        /// Renaming the temporary file over the target.
        public static let rename = Step("rename", failure: "cannot replace")

        /// The name, e.g. for logs and tests.
        public var description: String { name }
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
        "\(path): \(step.failure): \(reason)"
    }

    /// The text of `errno`, for messages.
    static func systemReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
