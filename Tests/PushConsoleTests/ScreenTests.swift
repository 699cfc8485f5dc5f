import Testing
@testable import PushConsole

@Suite struct ScreenTests {
    @Test func drawsTextWithStyles() {
        var screen = Screen(width: 10, height: 2)
        let used = screen.put("hello", row: 0, column: 2, style: .title)
        #expect(used == 5)
        #expect(screen.text == "  hello   \n          ")
        #expect(screen.styles.prefix(10) == "..ttttt...")
    }

    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheEdge() {
        var screen = Screen(width: 5, height: 1)
        #expect(screen.put("通知テ", row: 0, column: 0) == 5)
        #expect(screen[0, 1].isContinuation)
        #expect(screen[0, 4].grapheme == " ")
        #expect(screen.text == "通知 ")
    }

    @Test func combiningMarksJoinTheirBase() {
        var screen = Screen(width: 4, height: 1)
        #expect(screen.put("e\u{301}x", row: 0, column: 0) == 2)
        #expect(screen[0, 0].grapheme == "e\u{301}")
        #expect(screen[0, 1].grapheme == "x")
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        var screen = Screen(width: 6, height: 1)
        screen.put("a\u{1B}[2Jb", row: 0, column: 0)
        #expect(screen.text == "a·[2Jb")
    }

    @Test func limitsClipText() {
        var screen = Screen(width: 10, height: 1)
        #expect(screen.put("abcdef", row: 0, column: 1, limit: 3) == 3)
        #expect(screen.text == " abc      ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var screen = Screen(width: 4, height: 1)
        screen.put("世", row: 0, column: 0)
        screen.put("x", row: 0, column: 1)
        #expect(screen[0, 0].grapheme == " ")
        #expect(!screen[0, 1].isContinuation)
        #expect(screen.text == " x  ")
    }

    @Test(arguments: [("a", 1), ("世", 2), ("\u{301}", 0), ("😀", 2), ("❤️", 2), ("é", 1)])
    func displayWidths(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }
}
