import Testing
@testable import PushConsole

@Suite struct ScreenClippingTests {
    @Test(arguments: [(-3, 1), (-5, -2), (9, 4), (2, -1), (12, 3)])
    func restylingOffTheGridChangesNothing(_ column: Int, _ width: Int) {
        var screen = Screen(width: 10, height: 2)
        screen.put("abc", row: 0, column: 0)
        let before = screen
        screen.restyle(row: 0, column: column, width: width, style: .error)
        screen.restyle(row: -4, column: 0, width: 3, height: 2, style: .error)
        if column < 10, column + width > 10 {
            #expect(screen.styles.prefix(10) == ".........E")
        } else {
            #expect(screen == before)
        }
    }

    @Test func fillingPartlyOffTheGridFillsTheVisiblePart() {
        var screen = Screen(width: 4, height: 2)
        screen.fill(row: -1, column: -2, width: 4, height: 2, with: "x", style: .selection)
        #expect(screen.text == "xx  \n    ")
        screen.fill(row: 5, column: 5, width: -3, height: -3, with: "y")
        #expect(screen.text == "xx  \n    ")
    }
}

@Suite struct DisplayWidthTableTests {
    @Test(arguments: [("🇯🇵", 2), ("👨‍👩‍👧", 2), ("通知テスト", 10), ("e\u{301}🇯🇵x", 4), ("\u{200B}", 0), ("\u{0}\u{1B}\u{7F}", 3)])
    func clustersTakeTheWidthTerminalsDraw(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func controlCharactersTakeTheColumnTheirPlaceholderIsDrawnIn() {
        let text = "a\u{0}\u{1B}b"
        var screen = Screen(width: 6, height: 1)
        #expect(screen.put(text, row: 0, column: 0) == DisplayWidth.of(text))
        #expect(screen.text == "a··b  ")
    }
}
