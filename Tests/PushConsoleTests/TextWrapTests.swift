import Testing
@testable import PushConsole

/// Dialog lines wrap by display width: at spaces, inside a word only when it alone is too wide,
/// continuation lines keeping the first line's indentation.
@Suite struct TextWrapTests {
    @Test func shortTextIsOneLine() {
        #expect(TextWrap.lines("What to do: nothing", width: 40) == ["What to do: nothing"])
    }

    @Test func wrapsAtSpacesAndKeepsEveryWord() {
        let text = "What it means: the device token is no longer active for the topic"
        let lines = TextWrap.lines(text, width: 20)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.first == "What it means: the")
    }

    @Test func aWordWiderThanTheLineIsCutNotLost() {
        let token = String(repeating: "ab", count: 20)
        let lines = TextWrap.lines("token " + token, width: 16)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 16 }, "\(lines)")
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == "token" + token)
    }

    @Test func continuationLinesKeepTheIndentation() {
        let lines = TextWrap.lines("  apns-topic: com.example.app.push-type.liveactivity", width: 24)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.hasPrefix("  ") }, "\(lines)")
    }

    @Test func wideCharactersCountTwice() {
        let lines = TextWrap.lines("日本語のテキスト 日本語のテキスト", width: 16)
        #expect(lines == ["日本語のテキスト", "日本語のテキスト"])
    }

    @Test func aTwoColumnLineContinuesUnderItsSecondColumn() {
        let lines = TextWrap.lines("  Ctrl-S/F5      send the payload to the chosen devices", width: 40)
        #expect(lines.count == 2 && lines[0].hasPrefix("  Ctrl-S/F5      send"), "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 17)) && $0.dropFirst(17).first != " " }, "\(lines)")
        // One space between words is not a column.
        #expect(TextWrap.lines("  a plain sentence that wraps", width: 16) == ["  a plain", "  sentence that", "  wraps"])
    }
}
