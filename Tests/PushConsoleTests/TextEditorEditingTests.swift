import Testing
@testable import PushConsole

@Suite struct TextEditorEditingTests {
    @Test func startsWithTheTextAndTheCursorAtTheStart() {
        let editor = TextEditor(text: "{\n  \"a\": 1\n}")
        #expect(editor.lines == ["{", "  \"a\": 1", "}"])
        #expect(editor.lineCount == 3)
        #expect(editor.cursor == .start)
        #expect(editor.revision == 0)
        #expect(!editor.canUndo && !editor.canRedo)
    }

    @Test func anEmptyDocumentIsOneEmptyLine() {
        let editor = TextEditor(text: "")
        #expect(editor.lines == [""])
        #expect(editor.text == "")
    }

    @Test(arguments: [
        ("a\r\nb\rc\nd", ["a", "b", "c", "d"]),
        ("\r\n\r\n", ["", "", ""]),
        ("x\ty", ["x  y"]),
        ("trailing\n", ["trailing", ""]),
    ])
    func lineEndingsAndTabsAreNormalised(_ text: String, _ lines: [String]) {
        #expect(TextEditor(text: text).lines == lines)
    }

    @Test(arguments: [
        ("ab‸c", EditorCommand.insert("X"), "abX‸c"),
        ("‸", .insert("世界"), "世界‸"),
        ("a‸", .insert("\t"), "a  ‸"),
        ("a‸b", .insert("1\n2"), "a1\n2‸b"),
        ("  x‸", .insert("\ny"), "  x\n  y‸"),
        ("a‸b", .insert(""), "a‸b"),
    ])
    func insertTypesText(_ before: String, _ command: EditorCommand, _ after: String) {
        #expect(MarkedEditor.run(before, command) == after)
    }

    @Test(arguments: [
        ("ab‸", "a‸"),
        ("a\n‸b", "a‸b"),
        ("‸a", "‸a"),
        ("e\u{301}‸x", "‸x"),
        ("世界‸", "世‸"),
        ("    ‸x", "  ‸x"),
        ("   ‸x", "  ‸x"),
        ("  a ‸", "  a‸"),
    ])
    func backspaceDeletesOneCharacterOrOneIndentStep(_ before: String, _ after: String) {
        #expect(MarkedEditor.run(before, .backspace) == after)
    }

    @Test(arguments: [
        ("a‸bc", "a‸c"),
        ("a‸\nb", "a‸b"),
        ("a‸", "a‸"),
        ("‸👨‍👩‍👧x", "‸x"),
    ])
    func deleteForwardDeletesTheCharacterUnderTheCursor(_ before: String, _ after: String) {
        #expect(MarkedEditor.run(before, .deleteForward) == after)
    }

    @Test(arguments: [
        ("ab‸cd", "ab\n‸cd"),
        ("    \"a\": 1,‸", "    \"a\": 1,\n    ‸"),
        ("{‸", "{\n  ‸"),
        ("  \"a\": [‸", "  \"a\": [\n    ‸"),
        ("{‸}", "{\n  ‸\n}"),
        ("  [‸]", "  [\n    ‸\n  ]"),
        ("{ ‸ }", "{ \n  ‸\n }"),
        ("{‸]", "{\n  ‸]"),
        ("  ‸x", "  \n  ‸x"),
        (" ‸   x", " \n ‸   x"),
        ("‸", "\n‸"),
    ])
    func newlineAutoIndents(_ before: String, _ after: String) {
        #expect(MarkedEditor.run(before, .newline) == after)
    }

    @Test(arguments: [
        ("{\n  ‸", "}", "{\n}‸"),
        ("  [\n    ‸", "]", "  [\n  ]‸"),
        ("{\n  x‸", "}", "{\n  x}‸"),
        ("{\n ‸", "}", "{\n }‸"),
        ("    ‸", "]", "  ]‸"),
    ])
    func aCloserOnABlankLineStepsBackOneIndent(_ before: String, _ typed: String, _ after: String) {
        #expect(MarkedEditor.run(before, .insert(typed)) == after)
    }

    @Test func newlineThenCloserBuildsAnObject() {
        let typed = MarkedEditor.run("‸", .insert("{"), .newline, .insert("\"a\": 1"), .newline, .insert("}"))
        #expect(typed == "{\n  \"a\": 1\n}‸")
    }

    @Test func pasteIsVerbatimWithoutAutoIndent() {
        #expect(MarkedEditor.run("  {‸}", .paste("\n\"a\":\t1\r\n")) == "  {\n\"a\":  1\n‸}")
    }

    @Test func pasteOfNothingChangesNothing() {
        var editor = MarkedEditor.make("a‸")
        editor.apply(.paste(""), viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 0)
        #expect(!editor.canUndo)
    }

    @Test func replaceAllKeepsTheCursorClamped() {
        #expect(MarkedEditor.run("abc\nde‸f", .replaceAll("xy\nz")) == "xy\nz‸")
        #expect(MarkedEditor.run("a‸bc", .replaceAll("xyz")) == "x‸yz")
    }

    @Test func replaceAllWithTheSameTextIsNoChange() {
        var editor = TextEditor(text: "same")
        editor.apply(.replaceAll("same"), viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 0)
        #expect(!editor.canUndo)
    }

    @Test func revisionCountsEveryTextChangeAndNothingElse() {
        var editor = TextEditor(text: "ab")
        editor.apply(.right, viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 0)
        editor.apply(.insert("x"), viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 1)
        editor.apply(.backspace, viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 2)
        editor.apply(.undo, viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 3)
        editor.apply(.redo, viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 4)
        editor.apply(.redo, viewHeight: 5, viewWidth: 10)
        #expect(editor.revision == 4)
    }

    @Test func textJoinsLinesWithLineFeeds() {
        #expect(MarkedEditor.make("a‸\nb").text == "a\nb")
        var editor = TextEditor(text: "{}")
        editor.apply(.moveTo(EditorPosition(line: 0, column: 1)), viewHeight: 5, viewWidth: 10)
        editor.apply(.newline, viewHeight: 5, viewWidth: 10)
        #expect(editor.text == "{\n  \n}")
        #expect(editor.line(1) == "  ")
        #expect(editor.line(7) == "")
        #expect(Array(editor.characters(ofLine: 2)) == ["}"])
    }
}
