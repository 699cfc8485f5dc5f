/// The command line as the kernel passed it: bytes. Swift's `CommandLine.arguments` decodes them
/// lossily, so an invalid byte in `--alert` would become U+FFFD and be sent; decoding here is
/// strict, and an argument that is not UTF-8 is refused before anything runs.
public enum ArgumentBytes {
    /// `arguments` (everything after the program name) decoded as UTF-8; the first argument that is
    /// not valid UTF-8 throws an error naming it — as the option whose value it is when `spec` (the
    /// command named by the first argument) says so — and the offset of its first invalid byte.
    public static func decode(_ arguments: [[UInt8]], spec: CommandSpec?) throws(ArgumentEncodingError) -> [String] {
        var decoded: [String] = []
        var valueOf: String?
        var optionsEnded = false
        for (index, bytes) in arguments.enumerated() {
            let position = index + 1
            if let offset = firstInvalidOffset(bytes) {
                throw error(in: bytes, at: position, offset: offset, valueOf: valueOf, inline: index > 0 && !optionsEnded)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            decoded.append(text)
            // What the next argument is: the value of an option that takes one, or anything else.
            if index == 0 || valueOf != nil || optionsEnded {
                valueOf = nil
            } else if text == "--" {
                optionsEnded = true
            } else if text.hasPrefix("--"), !text.contains("="),
                      spec?.options.contains(where: { $0.name == String(text.dropFirst(2)) && $0.valueName != nil }) == true {
                valueOf = text
            }
        }
        return decoded
    }

    /// The error for an argument whose first invalid byte is at `offset`: named as the value of
    /// `valueOf`, of the option before `=` in `--name=value` (when `inline`), or by its position.
    private static func error(in bytes: [UInt8], at position: Int, offset: Int, valueOf: String?, inline: Bool) -> ArgumentEncodingError {
        if let valueOf { return ArgumentEncodingError(argument: valueOf, offset: offset, byte: bytes[offset]) }
        // Everything before the first invalid byte is valid, so a name before `=` there is text.
        if inline, bytes.starts(with: Array("--".utf8)), let equals = bytes[..<offset].firstIndex(of: UInt8(ascii: "=")) {
            return ArgumentEncodingError(argument: String(decoding: bytes[..<equals], as: UTF8.self), offset: offset - equals - 1,
                                         byte: bytes[offset])
        }
        return ArgumentEncodingError(argument: "argument \(position)", offset: offset, byte: bytes[offset])
    }

    /// The offset of the first byte that does not begin a valid UTF-8 sequence; nil when all are valid.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}

/// An argument that is not valid UTF-8: pushtui sends text as UTF-8 and will not guess.
public struct ArgumentEncodingError: Error, CustomStringConvertible, Equatable {
    /// The option whose value it is (`--alert`), or its position (`argument 3`, counted from the command name).
    public let argument: String
    /// The offset of the first invalid byte in the value (after `--name=` for an inline one), from 0.
    public let offset: Int
    /// That byte.
    public let byte: UInt8

    /// An error for `argument` with `byte` at `offset`.
    public init(argument: String, offset: Int, byte: UInt8) {
        self.argument = argument
        self.offset = offset
        self.byte = byte
    }

    /// `--alert is not valid UTF-8: byte 0xFF at offset 6`.
    public var description: String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "\(argument) is not valid UTF-8: byte 0x\(hex.count < 2 ? "0" + hex : hex) at offset \(offset); "
            + "arguments are sent as text, so they must be UTF-8"
    }
}
