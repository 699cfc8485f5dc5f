import Testing
@testable import PushConsole

@Suite struct TextEditorUndoTests {
    private func typing(_ text: String, into start: String = "‸") -> TextEditor {
        var editor = MarkedEditor.make(start)
        for character in text { editor.apply(.insert(String(character)), viewHeight: 10, viewWidth: 40) }
        return editor
    }

    private func undoSteps(_ editor: TextEditor) -> [String] {
        var editor = editor
        var states: [String] = []
        while editor.canUndo {
            editor.apply(.undo, viewHeight: 10, viewWidth: 40)
            states.append(MarkedEditor.render(editor))
        }
        return states
    }

    @Test func typedCharactersUndoAWordAtATime() {
        let editor = typing("hello big world")
        #expect(undoSteps(editor) == ["hello big‸", "hello‸", "‸"])
    }

    @Test func aNewlineIsAStepOfItsOwn() {
        var editor = typing("ab")
        editor.apply(.newline, viewHeight: 10, viewWidth: 40)
        editor.apply(.insert("c"), viewHeight: 10, viewWidth: 40)
        #expect(undoSteps(editor) == ["ab\n‸", "ab‸", "‸"])
    }

    @Test func aCursorMoveEndsTheTypingStep() {
        var editor = typing("ab")
        editor.apply(.left, viewHeight: 10, viewWidth: 40)
        editor.apply(.right, viewHeight: 10, viewWidth: 40)
        editor.apply(.insert("c"), viewHeight: 10, viewWidth: 40)
        #expect(undoSteps(editor) == ["ab‸", "‸"])
    }

    @Test func consecutiveBackspacesUndoTogether() {
        var editor = MarkedEditor.make("abc def‸")
        for _ in 0..<5 { editor.apply(.backspace, viewHeight: 10, viewWidth: 40) }
        #expect(MarkedEditor.render(editor) == "ab‸")
        #expect(undoSteps(editor) == ["abc def‸"])
    }

    @Test func deletingForwardAndBackwardAreSeparateSteps() {
        var editor = MarkedEditor.make("ab‸cd")
        editor.apply(.deleteForward, viewHeight: 10, viewWidth: 40)
        editor.apply(.deleteForward, viewHeight: 10, viewWidth: 40)
        editor.apply(.backspace, viewHeight: 10, viewWidth: 40)
        #expect(undoSteps(editor) == ["ab‸", "ab‸cd"])
    }

    @Test func redoReappliesWhatUndoReverted() {
        var editor = typing("one two")
        editor.apply(.undo, viewHeight: 10, viewWidth: 40)
        editor.apply(.undo, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "‸")
        #expect(editor.canRedo)
        editor.apply(.redo, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "one‸")
        editor.apply(.redo, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "one two‸")
        #expect(!editor.canRedo)
    }

    @Test func aNewEditDropsTheRedoSteps() {
        var editor = typing("ab")
        editor.apply(.undo, viewHeight: 10, viewWidth: 40)
        editor.apply(.insert("x"), viewHeight: 10, viewWidth: 40)
        #expect(!editor.canRedo)
        editor.apply(.redo, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "x‸")
    }

    @Test func undoAndRedoWithNothingToDoChangeNothing() {
        var editor = MarkedEditor.make("a‸b")
        let before = editor
        editor.apply(.undo, viewHeight: 10, viewWidth: 40)
        editor.apply(.redo, viewHeight: 10, viewWidth: 40)
        #expect(editor == before)
    }

    @Test func pasteAndReplaceAllAreOneStepEach() {
        var editor = MarkedEditor.make("{‸}")
        editor.apply(.paste("\"a\": 1,\n\"b\": [1, 2]"), viewHeight: 10, viewWidth: 40)
        editor.apply(.replaceAll("{}"), viewHeight: 10, viewWidth: 40)
        #expect(undoSteps(editor) == ["{\"a\": 1,\n\"b\": [1, 2]‸}", "{‸}"])
    }

    @Test func autoIndentedNewlineUndoesAndRedoesWithItsCursor() {
        var editor = MarkedEditor.make("{‸}")
        editor.apply(.newline, viewHeight: 10, viewWidth: 40)
        editor.apply(.undo, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "{‸}")
        editor.apply(.redo, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "{\n  ‸\n}")
    }

    @Test func undoRestoresMultiLineDeletions() {
        var editor = MarkedEditor.make("ab\n‸cd")
        editor.apply(.backspace, viewHeight: 10, viewWidth: 40)
        editor.apply(.backspace, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "a‸cd")
        editor.apply(.undo, viewHeight: 10, viewWidth: 40)
        #expect(MarkedEditor.render(editor) == "ab\n‸cd")
    }

    @Test func historyKeepsAThousandSteps() {
        var editor = TextEditor(text: "")
        for _ in 0..<(EditHistory.limit + 5) {
            editor.apply(.newline, viewHeight: 10, viewWidth: 40)
        }
        var undone = 0
        while editor.canUndo {
            editor.apply(.undo, viewHeight: 10, viewWidth: 40)
            undone += 1
        }
        #expect(undone == EditHistory.limit)
        #expect(editor.lineCount == 6)
    }
}
