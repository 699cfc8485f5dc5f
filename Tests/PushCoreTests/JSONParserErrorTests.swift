import Testing
import PushCore

/// Every class of syntax error, with the exact position and message a person sees.
@Suite struct JSONParserErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        let input: [UInt8]
        let line: Int
        let column: Int
        let message: String
        var description: String { String(decoding: input, as: UTF8.self) }

        init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(bytes: Array(text.utf8), line, column, message)
        }

        init(bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            input = bytes
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let cases: [Case] = [
        // Empty input, whitespace only, byte order mark.
        Case("", 1, 1, "payload is empty: expected a JSON value"),
        Case("  \n ", 2, 2, "expected a JSON value, found end of input"),
        Case(bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], 1, 1, "text starts with a byte order mark (U+FEFF): remove it, JSON text must not begin with one"),
        // Unexpected end.
        Case("{\"aps\":", 1, 8, "expected a JSON value, found end of input"),
        Case("{\"aps\":{}", 1, 10, "expected ',' or '}' after object member, found end of input"),
        Case("[1,", 1, 4, "expected a JSON value, found end of input"),
        Case("[1", 1, 3, "expected ',' or ']' after array element, found end of input"),
        // Structure.
        Case("{\"a\":1 x}", 1, 8, "expected ',' or '}' after object member, found 'x'"),
        Case("{\"a\" 1}", 1, 6, "expected ':' after object key, found '1'"),
        Case("{a:1}", 1, 2, "expected a string key or '}', found 'a'"),
        Case("{\"a\":1,}", 1, 8, "expected a string key after ',', found '}': JSON allows no trailing comma"),
        Case("{\"a\":1, 2}", 1, 9, "expected a string key after ',', found '2'"),
        Case("[1,]", 1, 4, "expected a JSON value after ',', found ']': JSON allows no trailing comma"),
        Case("[1 2]", 1, 4, "expected ',' or ']' after array element, found '2'"),
        Case("{\"a\":}", 1, 6, "expected a JSON value, found '}'"),
        Case("'a'", 1, 1, "expected a JSON value, found '''"),
        // Bad literals.
        Case("tru", 1, 1, "invalid literal: expected 'true'"),
        Case("[nul]", 1, 2, "invalid literal: expected 'null'"),
        Case("{\"a\": falsy}", 1, 7, "invalid literal: expected 'false'"),
        Case("True", 1, 1, "expected a JSON value, found 'T'"),
        // Bad numbers.
        Case("01", 1, 1, "invalid number: a leading zero must not be followed by digits"),
        Case("-01", 1, 1, "invalid number: a leading zero must not be followed by digits"),
        Case("-", 1, 2, "expected a digit after '-' in number, found end of input"),
        Case("-a", 1, 2, "expected a digit after '-' in number, found 'a'"),
        Case("1.", 1, 3, "expected a digit after '.' in number, found end of input"),
        Case("1.e5", 1, 3, "expected a digit after '.' in number, found 'e'"),
        Case("1e", 1, 3, "expected a digit in the number's exponent, found end of input"),
        Case("1e+x", 1, 4, "expected a digit in the number's exponent, found 'x'"),
        Case(".5", 1, 1, "expected a JSON value, found '.'"),
        Case("+1", 1, 1, "expected a JSON value, found '+'"),
        // Escapes.
        Case("\"a\\x\"", 1, 3, "invalid escape '\\x' in string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        Case("\"\\u12g4\"", 1, 2, "invalid \\u escape: expected 4 hex digits, found 'g'"),
        Case("\"\\u12", 1, 2, "invalid \\u escape: expected 4 hex digits, found end of input"),
        Case("\"ab\\", 1, 4, "string is never closed: expected an escape after '\\', found end of input"),
        // Surrogates.
        Case("\"\\ud83d\"", 1, 2, "lone high surrogate \\uD83D: expected a low surrogate escape \\uDC00-\\uDFFF right after it"),
        Case("\"\\ud83dx\"", 1, 2, "lone high surrogate \\uD83D: expected a low surrogate escape \\uDC00-\\uDFFF right after it"),
        Case("\"\\ude00\"", 1, 2, "lone low surrogate \\uDE00: it must follow a high surrogate (\\uD800-\\uDBFF)"),
        Case("\"\\ud83d\\u0041\"", 1, 8, "invalid surrogate pair \\uD83D\\u0041: expected a low surrogate \\uDC00-\\uDFFF after a high one"),
        // Control characters in strings.
        Case("{\"a\":\"x\ny\"}", 1, 8, "control character U+000A must be escaped in a string (write \\n)"),
        Case("\"a\tb\"", 1, 3, "control character U+0009 must be escaped in a string (write \\t)"),
        Case("\"\u{1}\"", 1, 2, "control character U+0001 must be escaped in a string (write \\u0001)"),
        // Unterminated string: reported where it opens.
        Case("{\"aps\": \"hello", 1, 9, "string is never closed: expected '\"' before end of input"),
        // Invalid UTF-8, with byte offsets.
        Case(bytes: [0x22, 0x61, 0xFF, 0x22], 1, 3, "invalid UTF-8: byte 0xFF at offset 2 cannot start a character"),
        Case(bytes: [0x22, 0xC3, 0x28, 0x22], 1, 2, "invalid UTF-8: byte 0x28 at offset 2 does not continue the character starting at offset 1"),
        Case(bytes: [0x22, 0xE2, 0x82], 1, 2, "invalid UTF-8: the character starting at offset 1 is cut off by the end of input"),
        Case(bytes: [0x22, 0xC0, 0xAF, 0x22], 1, 2, "invalid UTF-8: byte 0xC0 at offset 1 cannot start a character"),
        Case(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8: byte 0xA0 at offset 2 does not continue the character starting at offset 1"),
        Case(bytes: [0x7B, 0xFE, 0x7D], 1, 2, "expected a string key or '}', found byte 0xFE"),
        // Trailing garbage.
        Case("{} x", 1, 4, "expected end of input after the JSON value, found 'x'"),
        Case("{}{}", 1, 3, "expected end of input after the JSON value, found '{'"),
        Case("1 2", 1, 3, "expected end of input after the JSON value, found '2'"),
        // Positions on later lines count Unicode scalars, not bytes.
        Case("{\n  \"é😀\": tru\n}", 2, 9, "invalid literal: expected 'true'"),
        Case("{\r\n  \"a\": 1,\r\n  \"b\" 2\r\n}", 3, 7, "expected ':' after object key, found '2'"),
        Case("[\n\"✓\", x]", 2, 6, "expected a JSON value, found 'x'"),
        Case("{\"a\": ü}", 1, 7, "expected a JSON value, found 'ü'"),
    ]

    @Test(arguments: cases)
    func reportsPositionAndMessage(_ testCase: Case) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(testCase.input) }
        do {
            _ = try JSONParser.parse(testCase.input)
        } catch {
            #expect(error.message == testCase.message)
            #expect(error.line == testCase.line)
            #expect(error.column == testCase.column)
        }
    }

    @Test func offsetIsTheByteOffset() throws {
        let error = try #require(PayloadDocument(text: "{\"é\": x}").syntaxError)
        #expect(error.offset == 7)
        #expect(error.column == 7, "the two-byte é counts as one column")
        #expect(error.description == "1:7: expected a JSON value, found 'x'")
    }

    @Test func nestingIsLimited() throws {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(throws: Never.self) { try JSONParser.parse(deepest) }
        let tooDeep = String(repeating: "[", count: JSONParser.maximumDepth + 1)
        let error = try #require(PayloadDocument(text: tooDeep).syntaxError)
        #expect(error.message == "nesting is deeper than 512 levels of arrays and objects")
        #expect(error.column == 513)
        let objects = String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
        #expect(PayloadDocument(text: objects).syntaxError?.message == "nesting is deeper than 512 levels of arrays and objects")
    }
}
