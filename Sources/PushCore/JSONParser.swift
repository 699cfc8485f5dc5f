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

/// The parser's cursor over one text; extensions in JSONScanner+*.swift hold strings and diagnostics.
struct JSONScanner {
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

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw unexpected(expecting: "a JSON value") }
        switch bytes[index] {
        case JSONByte.openBrace: return try parseObject()
        case JSONByte.openBracket: return try parseArray()
        case JSONByte.quote: return .string(try parseString())
        case JSONByte.minus, JSONByte.zero...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        default: throw unexpected(expecting: "a JSON value")
        }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        var members: [JSONMember] = []
        guard try openContainer(closingWith: JSONByte.closeBrace) else { return .object(members) }
        repeat {
            guard index < bytes.count, bytes[index] == JSONByte.quote else {
                if members.isEmpty { throw unexpected(expecting: "a string key or '}'") }
                if index < bytes.count, bytes[index] == JSONByte.closeBrace {
                    throw error(at: index, "expected a string key after ',', found '}': JSON allows no trailing comma")
                }
                throw unexpected(expecting: "a string key after ','")
            }
            let position = keyPosition()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == JSONByte.colon else {
                throw unexpected(expecting: "':' after object key")
            }
            index += 1
            members.append(JSONMember(key: key, value: try parseValue(), keyPosition: position))
        } while try continueContainer(closingWith: JSONByte.closeBrace, after: "object member")
        return .object(members)
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        var elements: [JSONValue] = []
        guard try openContainer(closingWith: JSONByte.closeBracket) else { return .array(elements) }
        repeat {
            if !elements.isEmpty, index < bytes.count, bytes[index] == JSONByte.closeBracket {
                throw error(at: index, "expected a JSON value after ',', found ']': JSON allows no trailing comma")
            }
            elements.append(try parseValue())
        } while try continueContainer(closingWith: JSONByte.closeBracket, after: "array element")
        return .array(elements)
    }

    /// Steps over `{` or `[`; false when the container is empty and already closed.
    @inline(__always)
    mutating func openContainer(closingWith close: UInt8) throws(JSONSyntaxError) -> Bool {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error(at: index, "nesting is deeper than \(JSONParser.maximumDepth) levels of arrays and objects")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == close else { return true }
        index += 1
        depth -= 1
        return false
    }

    /// After an element: true after a `,` (another element follows), false after the closing bracket.
    @inline(__always)
    mutating func continueContainer(closingWith close: UInt8, after element: StaticString) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if index < bytes.count {
            switch bytes[index] {
            case JSONByte.comma:
                index += 1
                skipWhitespace()
                return true
            case close:
                index += 1
                depth -= 1
                return false
            default:
                break
            }
        }
        // Built only here: interpolating on every element would double the parse time.
        throw unexpected(expecting: "',' or '\(Character(Unicode.Scalar(close)))' after \(element)")
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
        if bytes[index] == JSONByte.minus {
            index += 1
            guard isDigit(at: index) else { throw unexpected(expecting: "a digit after '-' in number") }
        }
        if bytes[index] == JSONByte.zero {
            index += 1
            if isDigit(at: index) {
                throw error(at: start, "invalid number: a leading zero must not be followed by digits")
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == JSONByte.dot {
            index += 1
            guard isDigit(at: index) else { throw unexpected(expecting: "a digit after '.' in number") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == JSONByte.plus || bytes[index] == JSONByte.minus { index += 1 }
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
}
