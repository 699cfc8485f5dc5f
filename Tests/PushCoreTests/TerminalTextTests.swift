import PushCore
import Testing

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownAsEscapes() {
        let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\ndelivered\t\r\u{7F}\u{00}"
        #expect(TerminalText.escaped(hostile) == #"\x1b]0;owned\x07\x1b[2J\x0adelivered\x09\x0d\x7f\x00"#)
    }

    @Test func c1ControlsAndBidiOverridesAreShownAsEscapes() {
        #expect(TerminalText.escaped("a\u{9B}2Jb\u{85}") == #"a\u{9b}2Jb\u{85}"#)
        #expect(TerminalText.escaped("\u{202E}fdp.exe\u{202C} \u{2066}x\u{2069}") == #"\u{202e}fdp.exe\u{202c} \u{2066}x\u{2069}"#)
    }

    @Test func printableTextIsUntouchedAndEscapingTwiceChangesNothing() {
        let plain = #"BadDeviceToken: «ä» 漢字 👍🏽 \x1b (already text) é"#
        #expect(TerminalText.escaped(plain) == plain)
        let once = TerminalText.escaped("\u{1B}[2J\u{202E}")
        #expect(TerminalText.escaped(once) == once)
    }

    @Test func escapedLinesKeepsTheMessagesOwnLineBreaks() {
        #expect(TerminalText.escapedLines("first \u{1B}[31m\nsecond\u{07}") == "first \\x1b[31m\nsecond\\x07")
    }
}
