import PushCore
import Testing
@testable import PushConsole

@Suite struct TextEditorTextPositionTests {
    /// The editor position of the syntax error PushCore's parser reports for the editor's text.
    private func errorPosition(in editor: TextEditor) throws -> EditorPosition {
        do {
            _ = try JSONParser.parse(editor.text)
        } catch {
            return editor.position(of: error.position)
        }
        Issue.record("expected a syntax error in \(editor.text)")
        return .start
    }

    @Test func multiScalarCharactersBeforeTheErrorCountOnce() throws {
        // 🇯🇵 is two scalars, é here two, the family five and 😀 (a UTF-16 surrogate pair) one; the
        // parser counts them all as scalars, the editor as one column each.
        let editor = MarkedEditor.make("{\"a\": 1,\n \"b\": \"🇯🇵e\u{301}👨‍👩‍👧😀\", ‸x}")
        let position = try errorPosition(in: editor)
        #expect(position == editor.cursor)
        #expect(position == EditorPosition(line: 1, column: 14))
    }

    @Test func escapedSurrogatePairsAreTwelvePlainColumns() throws {
        let editor = MarkedEditor.make("{\"a\": \"\\uD83D\\uDE00\" ‸x}")
        #expect(try errorPosition(in: editor) == editor.cursor)
    }

    @Test func wideCharactersCountOneColumnEach() throws {
        let editor = MarkedEditor.make("[\"世界\", ‸]")
        #expect(try errorPosition(in: editor) == editor.cursor)
    }

    @Test(arguments: [
        (TextPosition(line: 1, column: 1, offset: 0), EditorPosition(line: 0, column: 0)),
        (TextPosition(line: 1, column: 3, offset: 0), EditorPosition(line: 0, column: 1)),
        (TextPosition(line: 1, column: 4, offset: 0), EditorPosition(line: 0, column: 2)),
        (TextPosition(line: 1, column: 99, offset: 0), EditorPosition(line: 0, column: 4)),
        (TextPosition(line: 2, column: 2, offset: 0), EditorPosition(line: 1, column: 1)),
        (TextPosition(line: 7, column: 1, offset: 0), EditorPosition(line: 1, column: 0)),
        (TextPosition.unknown, EditorPosition.start),
    ])
    func positionsAreConvertedAndClamped(_ textPosition: TextPosition, _ expected: EditorPosition) {
        // Line 1 is `a`, `🇯🇵` (scalars 2 and 3), `b`, `c`.
        let editor = TextEditor(text: "a🇯🇵bc\nxy")
        #expect(editor.position(of: textPosition) == expected)
    }
}
