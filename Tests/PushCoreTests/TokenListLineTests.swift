import PushCore
import Testing

/// What a tokens file line holds (``TokenListLine``): found with `memchr` for the comment and the
/// first byte that is not blank, so every shape of line is checked here against what it must give.
@Suite struct TokenListLineTests {
    private static func content(_ line: String, isFirst: Bool = false) -> String? {
        TokenListLine.content(of: ArraySlice(Array(line.utf8)), isFirst: isFirst).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func blankAndCommentLinesHoldNothing() {
        for line in ["", " ", "\t", "\r", " \t\r", "#", "# a comment", "   # indented comment", "\t#", "\u{FEFF}"] {
            #expect(Self.content(line, isFirst: true) == nil, "\(line.debugDescription)")
        }
    }

    @Test func aTokenKeepsWhatPrecedesItsComment() {
        #expect(Self.content("abcd") == "abcd")
        #expect(Self.content("abcd\r") == "abcd")
        #expect(Self.content("abcd # Ana's iPhone") == "abcd ")
        #expect(Self.content("  ab cd#x") == "  ab cd")
        #expect(Self.content("ab#cd#ef") == "ab")
        #expect(Self.content("abcd\t\r") == "abcd\t")
    }

    @Test func aByteOrderMarkIsDroppedOnTheFirstLineOnly() {
        #expect(Self.content("\u{FEFF}abcd", isFirst: true) == "abcd")
        #expect(Self.content("\u{FEFF}abcd", isFirst: false) == "\u{FEFF}abcd")
        #expect(Self.content("\u{FEFF}# comment", isFirst: true) == nil)
    }

    @Test func theTokenParsesFromTheContent() throws {
        let token = try TokenListLine.token(in: ArraySlice(Array("<AB CD-ef>  # note\r".utf8)), isFirst: true)
        #expect(token?.hex == "abcdef")
        #expect(try TokenListLine.token(in: ArraySlice(Array("  # note".utf8)), isFirst: false) == nil)
        #expect(throws: DeviceTokenError.self) { try TokenListLine.token(in: ArraySlice(Array("abcg".utf8)), isFirst: false) }
    }
}
