/// Why a file or stream could not be read through ``InputFile``, naming it and its kind.
public struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Sendable, Equatable {
        /// The name is empty.
        case emptyName
        /// Nothing exists at the path.
        case missing
        /// It is not a regular file: `what` says what it is ("a directory", "a FIFO", …).
        case notRegularFile(what: String)
        /// Standard input is not readable: closed, write-only, a directory; `reason` says which.
        case unreadableStandardInput(reason: String)
        /// The system refused to open or read it; `reason` is its text ("Permission denied").
        case unreadable(reason: String)
        /// It holds more bytes than the kind allows.
        case tooLarge
        /// A line (1-based `line`) is longer than the kind allows.
        case lineTooLong(line: Int)
    }

    /// The path as given, or `-` for standard input.
    public let path: String
    /// What the file is for; names it and sets the limits.
    public let kind: InputKind
    /// What was wrong.
    public let problem: Problem

    /// An error about `path`.
    public init(path: String, kind: InputKind, problem: Problem) {
        self.path = path
        self.kind = kind
        self.problem = problem
    }

    /// How messages name the input: `tokens file list.txt`, `payload file <stdin>`.
    public var subject: String {
        "\(kind.name) \(path == InputFile.standardInput ? InputFile.standardInputName : path)"
    }

    /// One sentence for a person, e.g. "key file /dev/zero is a character device, not a regular file".
    public var description: String {
        switch problem {
        case .emptyName: return "\(kind.name) has an empty name"
        case .lineTooLong(let line): return "\(subject):\(line): \(problemDescription)"
        default: return "\(subject) \(problemDescription)"
        }
    }

    /// The problem without the file's name, for messages that name it already ("profile.json: …").
    public var problemDescription: String {
        switch problem {
        case .emptyName: return "has an empty name"
        case .missing: return "does not exist"
        case .notRegularFile(let what): return "is \(what), not a regular file"
        case .unreadableStandardInput(let reason): return "cannot be read: standard input \(reason)"
        case .unreadable(let reason): return "cannot be read: \(reason)"
        case .tooLarge: return "is larger than \(InputKind.size(kind.limit)), the limit for a \(kind.name)"
        case .lineTooLong:
            return "line is longer than \(InputKind.size(kind.lineLimit ?? kind.limit)), the limit for a \(kind.name)"
        }
    }
}
