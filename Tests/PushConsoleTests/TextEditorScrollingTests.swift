import Testing
@testable import PushConsole

@Suite struct TextEditorScrollingTests {
    private let numbered = (0..<50).map { "line \($0)" }.joined(separator: "\n")

    @Test func movingDownPastTheViewScrollsOneLineAtATime() {
        var editor = TextEditor(text: numbered)
        for _ in 0..<5 { editor.apply(.down, viewHeight: 5, viewWidth: 20) }
        #expect(editor.cursor.line == 5)
        #expect(editor.topLine == 1)
        #expect(editor.cursorInView == Screen.Position(row: 4, column: 0))
        for _ in 0..<3 { editor.apply(.up, viewHeight: 5, viewWidth: 20) }
        #expect(editor.topLine == 1)
        editor.apply(.up, viewHeight: 5, viewWidth: 20)
        editor.apply(.up, viewHeight: 5, viewWidth: 20)
        #expect(editor.topLine == 0)
    }

    @Test func jumpsScrollTheCursorIntoView() {
        var editor = TextEditor(text: numbered)
        editor.apply(.documentEnd, viewHeight: 5, viewWidth: 20)
        #expect(editor.topLine == 45)
        editor.apply(.moveTo(EditorPosition(line: 20, column: 0)), viewHeight: 5, viewWidth: 20)
        #expect(editor.topLine == 20)
        editor.apply(.documentStart, viewHeight: 5, viewWidth: 20)
        #expect(editor.topLine == 0)
    }

    @Test func pageDownMovesTheViewWithTheCursor() {
        var editor = TextEditor(text: numbered)
        editor.apply(.moveTo(EditorPosition(line: 2, column: 0)), viewHeight: 10, viewWidth: 20)
        editor.apply(.pageDown, viewHeight: 10, viewWidth: 20)
        #expect(editor.topLine == 9)
        #expect(editor.cursorInView.row == 2)
    }

    @Test func theViewNeverScrollsPastTheLastLine() {
        var editor = TextEditor(text: numbered)
        editor.apply(.documentEnd, viewHeight: 10, viewWidth: 20)
        #expect(editor.topLine == 40)
        editor.apply(.replaceAll("short\ntext"), viewHeight: 10, viewWidth: 20)
        #expect(editor.topLine == 0)
        #expect(editor.cursor == EditorPosition(line: 1, column: 4))
    }

    @Test func longLinesScrollSidewaysInDisplayColumns() {
        var editor = TextEditor(text: String(repeating: "世", count: 20))
        editor.apply(.end, viewHeight: 3, viewWidth: 10)
        #expect(editor.displayColumn(of: editor.cursor) == 40)
        #expect(editor.leftColumn == 31)
        #expect(editor.cursorInView.column == 9)
        editor.apply(.home, viewHeight: 3, viewWidth: 10)
        #expect(editor.leftColumn == 0)
    }

    @Test func scrollingBackLeftShowsContextBeforeTheCursor() {
        var editor = TextEditor(text: String(repeating: "a", count: 100))
        editor.apply(.end, viewHeight: 3, viewWidth: 10)
        #expect(editor.leftColumn == 91)
        for _ in 0..<12 { editor.apply(.left, viewHeight: 3, viewWidth: 10) }
        #expect(editor.leftColumn == 85)
        #expect(editor.cursorInView.column == 3)
    }

    @Test func aViewOfNoSizeStillKeepsTheCursorOnScreen() {
        var editor = TextEditor(text: numbered)
        editor.apply(.down, viewHeight: 0, viewWidth: -4)
        #expect(editor.topLine == 1)
        #expect(editor.cursorInView == Screen.Position(row: 0, column: 0))
    }

    @Test func scrollToCursorFollowsAResize() {
        var editor = TextEditor(text: numbered)
        editor.apply(.moveTo(EditorPosition(line: 30, column: 0)), viewHeight: 20, viewWidth: 20)
        #expect(editor.topLine == 11)
        editor.scrollToCursor(viewHeight: 5, viewWidth: 20)
        #expect(editor.topLine == 26)
    }

    @Test func visibleTextCutsWideCharactersAtBothEdges() {
        var editor = TextEditor(text: "ab世界cd\u{301}ef")
        #expect(editor.visibleText(ofLine: 0, viewWidth: 3) == "ab ")
        #expect(editor.visibleText(ofLine: 0, viewWidth: 20) == "ab世界cd\u{301}ef")
        editor.apply(.end, viewHeight: 1, viewWidth: 6)
        #expect(editor.leftColumn == 5)
        #expect(editor.visibleText(ofLine: 0, viewWidth: 6) == " cd\u{301}ef")
        #expect(DisplayWidth.of(editor.visibleText(ofLine: 0, viewWidth: 6)) == 5)
        #expect(editor.visibleText(ofLine: 3, viewWidth: 6) == "")
    }
}
