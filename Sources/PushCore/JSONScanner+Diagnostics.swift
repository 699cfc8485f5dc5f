// Whitespace, line and column bookkeeping, and the wording of syntax errors.
extension JSONScanner {
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case JSONByte.space, JSONByte.tab, JSONByte.carriageReturn:
                index += 1
            case JSONByte.newline:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    mutating func keyPosition() -> TextPosition {
        if columnMark < lineStart {
            columnMark = lineStart
            columnAtMark = 1
        }
        columnAtMark += scalarCount(from: columnMark, to: index)
        columnMark = index
        return TextPosition(line: line, column: columnAtMark, offset: index)
    }

    func scalarCount(from start: Int, to end: Int) -> Int {
        var count = 0
        for position in start..<end where !JSONByte.isContinuation(bytes[position]) {
            count += 1
        }
        return count
    }

    /// Positions for errors are computed from scratch: errors are rare and may sit inside a string.
    func position(of offset: Int) -> TextPosition {
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == JSONByte.newline {
            line += 1
            lineStart = position + 1
        }
        return TextPosition(line: line, column: scalarCount(from: lineStart, to: offset) + 1, offset: offset)
    }


    func error(at offset: Int, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(at: position(of: offset), message: message)
    }

    func unexpected(expecting expected: String) -> JSONSyntaxError {
        error(at: index, "expected \(expected), found \(describeCharacter(at: index, quoted: true))")
    }

    /// Names what stands at `position` for a message: `'x'`, `U+000A`, `byte 0xFF` or `end of input`.
    func describeCharacter(at position: Int, quoted: Bool) -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if byte < 0x20 || byte == 0x7F { return Self.scalarName(UInt32(byte)) }
        var text: String
        if byte < 0x80 {
            text = String(UnicodeScalar(byte))
        } else if let length = try? validateUTF8Sequence(at: position) {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
        } else {
            return "byte 0x\(Self.hex2(byte))"
        }
        if quoted { text = "'\(text)'" }
        return text
    }

    static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func escapeHint(_ byte: UInt8) -> String {
        switch byte {
        case JSONByte.newline: return " (write \\n)"
        case JSONByte.tab: return " (write \\t)"
        case JSONByte.carriageReturn: return " (write \\r)"
        default: return " (write \\u00\(hex2(byte)))"
        }
    }

    static func hex2(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    static func hex4(_ unit: UInt16) -> String {
        hex2(UInt8(unit >> 8)) + hex2(UInt8(unit & 0xFF))
    }
}
