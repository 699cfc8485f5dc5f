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
                JSONObjectWriter.appendString(member.key, to: &output)
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
            JSONObjectWriter.appendString(text, to: &output)
        case .number(let number):
            output.append(contentsOf: number.literal.utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }
}
