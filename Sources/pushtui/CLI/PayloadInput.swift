import Foundation

/// Reads a payload named on the command line: a file path, or `-` for standard input.
enum PayloadInput {
    /// The bytes and the name to show in diagnostics (`<stdin>` for standard input).
    static func read(_ path: String) throws(CommandFailure) -> (name: String, bytes: [UInt8]) {
        if path == "-" {
            return ("<stdin>", Array(FileHandle.standardInput.readDataToEndOfFile()))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw CommandFailure(exitCode: .invalidInput, description: "payload file \(path) \(reason)")
        }
        return (path, Array(data))
    }
}
