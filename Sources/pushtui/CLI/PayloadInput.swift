import PushCore
import PushStorage

/// Reads a payload named on the command line: a file path, or `-` for standard input.
enum PayloadInput {
    /// The bytes and the name to show in diagnostics (`<stdin>` for standard input), read through
    /// `InputFile` (regular files only, 1 MiB at most); a refusal is exit code 5.
    static func read(_ path: String) throws(CommandFailure) -> (name: String, bytes: [UInt8]) {
        do {
            return (InputFile.displayName(path), try InputFile.read(path, kind: .payload))
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
    }

    /// The errors that refuse `bytes` as text: the one `validate` reports for invalid UTF-8, with
    /// its byte offset; empty for valid UTF-8. Payloads are linted as the exact bytes read, never
    /// with U+FFFD standing in for a bad byte.
    static func utf8Errors(_ bytes: [UInt8]) -> [LintFinding] {
        guard String(validating: bytes, as: UTF8.self) == nil else { return [] }
        return PushLinter.lintPayload(PayloadDocument(bytes: bytes), pushType: .alert).filter { $0.severity == .error }
    }
}
