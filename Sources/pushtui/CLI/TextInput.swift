import PushStorage

/// Reads a text input named on the command line (a file, or `-` for standard input) through
/// `InputFile`; a refusal or invalid UTF-8 is exit code 5 naming the input.
enum TextInput {
    static func read(_ path: String, kind: InputKind) throws(CommandFailure) -> String {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, kind: kind)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: error.description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure(exitCode: .invalidInput, description: "\(kind.name) \(InputFile.displayName(path)) is not UTF-8 text")
        }
        return text
    }
}
