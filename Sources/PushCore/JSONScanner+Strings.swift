// Strings: the unescaped fast path, escapes and surrogate pairs, and UTF-8 validation with offsets.
extension JSONScanner {
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == JSONByte.quote {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == JSONByte.backslash {
                return try parseEscapedString(open: open, start: start)
            }
            try advanceStringByte(byte)
        }
        throw error(at: open, "string is never closed: expected '\"' before end of input")
    }

    mutating func parseEscapedString(open: Int, start: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == JSONByte.quote {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == JSONByte.backslash {
                try parseEscape()
            } else {
                let from = index
                try advanceStringByte(byte)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
            }
        }
        throw error(at: open, "string is never closed: expected '\"' before end of input")
    }

    /// Steps over one unescaped character of a string, validating it.
    mutating func advanceStringByte(_ byte: UInt8) throws(JSONSyntaxError) {
        if byte < 0x20 {
            throw error(at: index, "control character \(Self.scalarName(UInt32(byte))) must be escaped in a string\(Self.escapeHint(byte))")
        }
        if byte < 0x80 {
            index += 1
        } else {
            index += try validateUTF8Sequence(at: index)
        }
    }

    mutating func parseEscape() throws(JSONSyntaxError) {
        let backslash = index
        index += 1
        guard index < bytes.count else {
            throw error(at: backslash, "string is never closed: expected an escape after '\\', found end of input")
        }
        let simple: UInt8?
        switch bytes[index] {
        case JSONByte.quote: simple = JSONByte.quote
        case JSONByte.backslash: simple = JSONByte.backslash
        case JSONByte.slash: simple = JSONByte.slash
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = JSONByte.newline
        case UInt8(ascii: "r"): simple = JSONByte.carriageReturn
        case UInt8(ascii: "t"): simple = JSONByte.tab
        case UInt8(ascii: "u"): simple = nil
        default:
            throw error(at: backslash, "invalid escape '\\\(describeCharacter(at: index, quoted: false))' in string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        if let simple {
            scratch.append(simple)
            index += 1
            return
        }
        index += 1
        let unit = try readHexQuad(escapeStart: backslash)
        var scalarValue = UInt32(unit)
        if (0xDC00...0xDFFF).contains(unit) {
            throw error(at: backslash, "lone low surrogate \\u\(Self.hex4(unit)): it must follow a high surrogate (\\uD800-\\uDBFF)")
        }
        if (0xD800...0xDBFF).contains(unit) {
            let lowStart = index
            guard index + 1 < bytes.count, bytes[index] == JSONByte.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(at: backslash, "lone high surrogate \\u\(Self.hex4(unit)): expected a low surrogate escape \\uDC00-\\uDFFF right after it")
            }
            index += 2
            let low = try readHexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(at: lowStart, "invalid surrogate pair \\u\(Self.hex4(unit))\\u\(Self.hex4(low)): expected a low surrogate \\uDC00-\\uDFFF after a high one")
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        // Surrogates are excluded above, so every remaining value is a valid scalar.
        if let scalar = Unicode.Scalar(scalarValue) {
            UTF8.encode(scalar) { scratch.append($0) }
        }
    }

    mutating func readHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = ASCII.hexValue(bytes[index]) else {
                throw error(at: escapeStart, "invalid \\u escape: expected 4 hex digits, found \(describeCharacter(at: index, quoted: true))")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// The length of the valid UTF-8 sequence starting at `position`; throws naming the bad byte.
    func validateUTF8Sequence(at position: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default:
            throw error(at: position, "invalid UTF-8: byte 0x\(Self.hex2(lead)) at offset \(position) cannot start a character")
        }
        for step in 1..<length {
            let at = position + step
            guard at < bytes.count else {
                throw error(at: position, "invalid UTF-8: the character starting at offset \(position) is cut off by the end of input")
            }
            let range = step == 1 ? secondRange : 0x80...0xBF
            guard range.contains(bytes[at]) else {
                throw error(at: position, "invalid UTF-8: byte 0x\(Self.hex2(bytes[at])) at offset \(at) does not continue the character starting at offset \(position)")
            }
        }
        return length
    }
}
