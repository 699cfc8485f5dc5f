import Testing
@testable import PushConsole

@Suite struct TextEditorMotionTests {
    @Test(arguments: [
        ("ab‸c", EditorCommand.left, "a‸bc"),
        ("‸abc", .left, "‸abc"),
        ("ab\n‸c", .left, "ab‸\nc"),
        ("a‸bc", .right, "ab‸c"),
        ("ab‸\nc", .right, "ab\n‸c"),
        ("ab‸", .right, "ab‸"),
        ("世‸界", .left, "‸世界"),
        ("‸e\u{301}x", .right, "e\u{301}‸x"),
        ("  \"a‸b\"", .home, "  ‸\"ab\""),
        ("  ‸\"ab\"", .home, "‸  \"ab\""),
        ("‸  \"ab\"", .home, "  ‸\"ab\""),
        ("   ‸", .home, "‸   "),
        ("a‸bc", .end, "abc‸"),
        ("ab\nc‸d", .documentStart, "‸ab\ncd"),
        ("a‸b\ncd", .documentEnd, "ab\ncd‸"),
    ])
    func horizontalMoves(_ before: String, _ command: EditorCommand, _ after: String) {
        #expect(MarkedEditor.run(before, command) == after)
    }

    @Test(arguments: [
        ("{\"alert\": ‸\"hi\"}", EditorCommand.wordRight, "{\"alert\": \"‸hi\"}"),
        ("‸  \"alert\": 1", .wordRight, "  \"‸alert\": 1"),
        ("\"‸alert_body\": 1", .wordRight, "\"alert_body‸\": 1"),
        ("\"alert_body\"‸: 1", .wordRight, "\"alert_body\":‸ 1"),
        ("\"alert\":‸ 12", .wordRight, "\"alert\": 12‸"),
        ("a‸\nb", .wordRight, "a\n‸b"),
        ("ab  ‸", .wordRight, "ab  ‸"),
        ("\"alert_body\": 1‸", .wordLeft, "\"alert_body\": ‸1"),
        ("\"alert_body\": ‸1", .wordLeft, "\"alert_body‸\": 1"),
        ("\"alert_body‸\": 1", .wordLeft, "\"‸alert_body\": 1"),
        ("  ‸x", .wordLeft, "‸  x"),
        ("a\n‸b", .wordLeft, "a‸\nb"),
        ("通知 テスト‸", .wordLeft, "通知 ‸テスト"),
    ])
    func wordMovesStopAtWordAndPunctuationBoundaries(_ before: String, _ command: EditorCommand, _ after: String) {
        #expect(MarkedEditor.run(before, command) == after)
    }

    @Test func upAndDownKeepThePreferredColumnAcrossShortLines() {
        let start = "abcdefgh‸\nab\n\nabcdefghij"
        #expect(MarkedEditor.run(start, .down) == "abcdefgh\nab‸\n\nabcdefghij")
        #expect(MarkedEditor.run(start, .down, .down) == "abcdefgh\nab\n‸\nabcdefghij")
        #expect(MarkedEditor.run(start, .down, .down, .down) == "abcdefgh\nab\n\nabcdefgh‸ij")
        #expect(MarkedEditor.run(start, .down, .down, .down, .up, .up, .up) == start)
    }

    @Test func aHorizontalMoveForgetsThePreferredColumn() {
        let start = "abcdefgh‸\nab\nabcdefghij"
        #expect(MarkedEditor.run(start, .down, .left, .down) == "abcdefgh\nab\na‸bcdefghij")
    }

    @Test func verticalMovesCountDisplayColumnsNotCharacters() {
        // 世界 is four columns wide: the column after it lines up with the fifth ASCII character.
        #expect(MarkedEditor.run("世界‸x\nabcdef", .down) == "世界x\nabcd‸ef")
        #expect(MarkedEditor.run("abc‸def\n世界x", .down) == "abcdef\n世‸界x")
        #expect(MarkedEditor.run("e\u{301}e\u{301}‸x\nabcdef", .down) == "e\u{301}e\u{301}x\nab‸cdef")
    }

    @Test func upOnTheFirstLineGoesToItsStartAndDownOnTheLastToItsEnd() {
        #expect(MarkedEditor.run("ab‸c\nd", .up) == "‸abc\nd")
        #expect(MarkedEditor.run("abc\n‸de", .down) == "abc\nde‸")
    }

    @Test func pageMovesByTheViewHeightLessOne() {
        var editor = TextEditor(text: (0..<30).map { "line \($0)" }.joined(separator: "\n"))
        editor.apply(.pageDown, viewHeight: 10, viewWidth: 20)
        #expect(editor.cursor == EditorPosition(line: 9, column: 0))
        editor.apply(.pageDown, viewHeight: 10, viewWidth: 20)
        #expect(editor.cursor == EditorPosition(line: 18, column: 0))
        editor.apply(.pageDown, viewHeight: 10, viewWidth: 20)
        editor.apply(.pageDown, viewHeight: 10, viewWidth: 20)
        #expect(editor.cursor.line == 29)
        editor.apply(.pageUp, viewHeight: 10, viewWidth: 20)
        #expect(editor.cursor.line == 20)
        editor.apply(.pageUp, viewHeight: 10, viewWidth: 20)
        editor.apply(.pageUp, viewHeight: 10, viewWidth: 20)
        editor.apply(.pageUp, viewHeight: 10, viewWidth: 20)
        #expect(editor.cursor.line == 0)
    }

    @Test func pageMovesKeepThePreferredColumn() {
        var editor = MarkedEditor.make("abcdef‸\n\n\nabcdefgh")
        editor.apply(.pageDown, viewHeight: 3, viewWidth: 20)
        #expect(editor.cursor == EditorPosition(line: 2, column: 0))
        editor.apply(.pageDown, viewHeight: 3, viewWidth: 20)
        #expect(editor.cursor == EditorPosition(line: 3, column: 6))
    }

    @Test(arguments: [
        (EditorPosition(line: 1, column: 1), "ab\nc‸d"),
        (EditorPosition(line: 9, column: 9), "ab\ncd‸"),
        (EditorPosition(line: -3, column: -1), "‸ab\ncd"),
        (EditorPosition(line: 0, column: 99), "ab‸\ncd"),
    ])
    func moveToIsClamped(_ target: EditorPosition, _ after: String) {
        #expect(MarkedEditor.run("ab\ncd", .moveTo(target)) == after)
    }

    @Test func displayColumnIsTheWidthOfTheLineBeforeThePosition() {
        let editor = TextEditor(text: "a世e\u{301}😀b")
        let columns = (0...5).map { editor.displayColumn(of: EditorPosition(line: 0, column: $0)) }
        #expect(columns == [0, 1, 3, 4, 6, 7])
        #expect(editor.displayColumn(of: EditorPosition(line: 4, column: 99)) == 7)
    }
}
