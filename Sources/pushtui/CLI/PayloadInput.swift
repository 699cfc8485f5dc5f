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
}
