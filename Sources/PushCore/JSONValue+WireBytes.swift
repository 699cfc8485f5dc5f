extension JSONValue {
    /// The value as minified UTF-8 JSON: the one function that produces the bytes APNs receives.
    ///
    /// Member order and number literals are kept as parsed. Strings are re-escaped the same way
    /// every time (only `"`, `\` and control characters are escaped; everything else is raw UTF-8),
    /// so the bytes are predictable and often shorter than the typed `\u00e9` form.
    public func wireBytes() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        write(into: &output)
        return output
    }

    /// Appends ``wireBytes()`` to `output`, for writers that gather many values in one buffer.
    public func appendWireBytes(to output: inout [UInt8]) {
        write(into: &output)
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.writeString(text, into: &output)
        case .number(let number):
            output.append(contentsOf: number.literal.utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { buffer in
            var runStart = 0
            for (position, byte) in buffer.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<position]))
                appendEscape(for: byte, into: &output)
                runStart = position + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(for byte: UInt8, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            let hexDigits = Array("0123456789abcdef".utf8)
            output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                       hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
        }
    }
}
