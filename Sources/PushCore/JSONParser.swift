/// A strict RFC 8259 JSON parser over UTF-8 bytes that reports every error with its position.
///
/// It keeps member order, key positions and number literals (see ``JSONValue``), validates UTF-8
/// itself so it can say which byte is wrong, and refuses what APNs would not want to receive:
/// a leading byte order mark, trailing garbage, unpaired surrogate escapes, nesting deeper than
/// ``maximumDepth``. It works on bytes, never on `Character`s, because it sits on the typing path
/// of the payload editor.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses a whole text: exactly one JSON value, optionally surrounded by whitespace.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer)
            do throws(JSONSyntaxError) {
                return .success(try scanner.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses the UTF-8 encoding of `text`.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private enum Byte {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}

private struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    // Line bookkeeping, kept while skipping whitespace: JSON allows line breaks nowhere else.
    var line = 1
    var lineStart = 0
    // Key columns are counted forward from the previous key so a long one-line payload stays linear.
    var columnMark = 0
    var columnAtMark = 1
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.isEmpty {
            throw error(at: 0, "payload is empty: expected a JSON value")
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw error(at: 0, "text starts with a byte order mark (U+FEFF): remove it, JSON text must not begin with one")
        }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected(expecting: "end of input after the JSON value")
        }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw unexpected(expecting: "a JSON value") }
        switch bytes[index] {
        case Byte.openBrace: return try parseObject()
        case Byte.openBracket: return try parseArray()
        case Byte.quote: return .string(try parseString())
        case Byte.minus, Byte.zero...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        default: throw unexpected(expecting: "a JSON value")
        }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        skipWhitespace()
        var members: [JSONMember] = []
        if index < bytes.count, bytes[index] == Byte.closeBrace {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            guard index < bytes.count, bytes[index] == Byte.quote else {
                if members.isEmpty { throw unexpected(expecting: "a string key or '}'") }
                if index < bytes.count, bytes[index] == Byte.closeBrace {
                    throw error(at: index, "expected a string key after ',', found '}': JSON allows no trailing comma")
                }
                throw unexpected(expecting: "a string key after ','")
            }
            let position = keyPosition()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == Byte.colon else {
                throw unexpected(expecting: "':' after object key")
            }
            index += 1
            let value = try parseValue()
            members.append(JSONMember(key: key, value: value, keyPosition: position))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(expecting: "',' or '}' after object member") }
            if bytes[index] == Byte.comma {
                index += 1
                skipWhitespace()
            } else if bytes[index] == Byte.closeBrace {
                index += 1
                depth -= 1
                return .object(members)
            } else {
                throw unexpected(expecting: "',' or '}' after object member")
            }
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        skipWhitespace()
        var elements: [JSONValue] = []
        if index < bytes.count, bytes[index] == Byte.closeBracket {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            if !elements.isEmpty, index < bytes.count, bytes[index] == Byte.closeBracket {
                throw error(at: index, "expected a JSON value after ',', found ']': JSON allows no trailing comma")
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(expecting: "',' or ']' after array element") }
            if bytes[index] == Byte.comma {
                index += 1
                skipWhitespace()
            } else if bytes[index] == Byte.closeBracket {
                index += 1
                depth -= 1
                return .array(elements)
            } else {
                throw unexpected(expecting: "',' or ']' after array element")
            }
        }
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error(at: index, "nesting is deeper than \(JSONParser.maximumDepth) levels of arrays and objects")
        }
    }

    mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let start = index
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                throw error(at: start, "invalid literal: expected '\(word)'")
            }
            index += 1
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if bytes[index] == Byte.minus {
            index += 1
            guard isDigit(at: index) else { throw unexpected(expecting: "a digit after '-' in number") }
        }
        if bytes[index] == Byte.zero {
            index += 1
            if isDigit(at: index) {
                throw error(at: start, "invalid number: a leading zero must not be followed by digits")
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == Byte.dot {
            index += 1
            guard isDigit(at: index) else { throw unexpected(expecting: "a digit after '.' in number") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == Byte.plus || bytes[index] == Byte.minus { index += 1 }
            guard isDigit(at: index) else { throw unexpected(expecting: "a digit in the number's exponent") }
            skipDigits()
        }
        return JSONNumber(literal: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    func isDigit(at position: Int) -> Bool {
        position < bytes.count && ASCII.isDigit(bytes[position])
    }

    mutating func skipDigits() {
        while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Strings

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.quote {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == Byte.backslash {
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
            if byte == Byte.quote {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == Byte.backslash {
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
        case Byte.quote: simple = Byte.quote
        case Byte.backslash: simple = Byte.backslash
        case Byte.slash: simple = Byte.slash
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = Byte.newline
        case UInt8(ascii: "r"): simple = Byte.carriageReturn
        case UInt8(ascii: "t"): simple = Byte.tab
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
            guard index + 1 < bytes.count, bytes[index] == Byte.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
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

    // MARK: Whitespace and positions

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case Byte.space, Byte.tab, Byte.carriageReturn:
                index += 1
            case Byte.newline:
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
        for position in start..<end where !Byte.isContinuation(bytes[position]) {
            count += 1
        }
        return count
    }

    /// Positions for errors are computed from scratch: errors are rare and may sit inside a string.
    func position(of offset: Int) -> TextPosition {
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == Byte.newline {
            line += 1
            lineStart = position + 1
        }
        return TextPosition(line: line, column: scalarCount(from: lineStart, to: offset) + 1, offset: offset)
    }

    // MARK: Errors

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
        case Byte.newline: return " (write \\n)"
        case Byte.tab: return " (write \\t)"
        case Byte.carriageReturn: return " (write \\r)"
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
