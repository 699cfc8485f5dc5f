import Testing
@testable import PushConsole

@Suite struct TextEditorUndoTests {
    private func typing(_ text: String, into start: String = "‸") -> TextEditor {
        var editor = MarkedEditor.make(start)
        for character in text { editor.run(.insert(String(character))) }
        return editor
    }

    private func undoSteps(_ editor: TextEditor) -> [String] {
        var editor = editor
        var states: [String] = []
        while editor.canUndo {
            editor.run(.undo)
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
        editor.run(.newline)
        editor.run(.insert("c"))
        #expect(undoSteps(editor) == ["ab\n‸", "ab‸", "‸"])
    }

    @Test func aCursorMoveEndsTheTypingStep() {
        var editor = typing("ab")
        editor.run(.left, .right, .insert("c"))
        #expect(undoSteps(editor) == ["ab‸", "‸"])
    }

    @Test func consecutiveBackspacesUndoTogether() {
        var editor = MarkedEditor.make("abc def‸")
        for _ in 0..<5 { editor.run(.backspace) }
        #expect(MarkedEditor.render(editor) == "ab‸")
        #expect(undoSteps(editor) == ["abc def‸"])
    }

    @Test func deletingForwardAndBackwardAreSeparateSteps() {
        var editor = MarkedEditor.make("ab‸cd")
        editor.run(.deleteForward, .deleteForward, .backspace)
        #expect(undoSteps(editor) == ["ab‸", "ab‸cd"])
    }

    @Test func redoReappliesWhatUndoReverted() {
        var editor = typing("one two")
        editor.run(.undo, .undo)
        #expect(MarkedEditor.render(editor) == "‸")
        #expect(editor.canRedo)
        editor.run(.redo)
        #expect(MarkedEditor.render(editor) == "one‸")
        editor.run(.redo)
        #expect(MarkedEditor.render(editor) == "one two‸")
        #expect(!editor.canRedo)
    }

    @Test func aNewEditDropsTheRedoSteps() {
        var editor = typing("ab")
        editor.run(.undo, .insert("x"))
        #expect(!editor.canRedo)
        editor.run(.redo)
        #expect(MarkedEditor.render(editor) == "x‸")
    }

    @Test func undoAndRedoWithNothingToDoChangeNothing() {
        var editor = MarkedEditor.make("a‸b")
        let before = editor
        editor.run(.undo, .redo)
        #expect(editor == before)
    }

    @Test func pasteAndReplaceAllAreOneStepEach() {
        var editor = MarkedEditor.make("{‸}")
        editor.run(.paste("\"a\": 1,\n\"b\": [1, 2]"), .replaceAll("{}"))
        #expect(undoSteps(editor) == ["{\"a\": 1,\n\"b\": [1, 2]‸}", "{‸}"])
    }

    @Test func autoIndentedNewlineUndoesAndRedoesWithItsCursor() {
        var editor = MarkedEditor.make("{‸}")
        editor.run(.newline, .undo)
        #expect(MarkedEditor.render(editor) == "{‸}")
        editor.run(.redo)
        #expect(MarkedEditor.render(editor) == "{\n  ‸\n}")
    }

    @Test func undoRestoresMultiLineDeletions() {
        var editor = MarkedEditor.make("ab\n‸cd")
        editor.run(.backspace, .backspace)
        #expect(MarkedEditor.render(editor) == "a‸cd")
        editor.run(.undo)
        #expect(MarkedEditor.render(editor) == "ab\n‸cd")
    }

    @Test func historyKeepsAThousandSteps() {
        var editor = TextEditor(text: "")
        for _ in 0..<(EditHistory.limit + 5) {
            editor.run(.newline)
        }
        var undone = 0
        while editor.canUndo {
            editor.run(.undo)
            undone += 1
        }
        #expect(undone == EditHistory.limit)
        #expect(editor.lineCount == 6)
    }
}
