import Testing
@testable import PushConsole

/// The editor drawn into a screen the way a view would: visible lines from `topLine`, cut at
/// `leftColumn`, the matching bracket highlighted and an error marker under a position. The real
/// payload view belongs to the console; this one shows what the editor gives a view.
@Suite struct TextEditorSnapshotTests {
    private func draw(_ editor: TextEditor, width: Int, height: Int, error: EditorPosition? = nil) -> Screen {
        var screen = Screen(width: width, height: height)
        for row in 0..<height {
            screen.put(editor.visibleText(ofLine: editor.topLine + row, viewWidth: width), row: row, column: 0)
        }
        func highlight(_ position: EditorPosition, _ style: StyleRole) {
            let row = position.line - editor.topLine
            let column = editor.displayColumn(of: position) - editor.leftColumn
            screen.restyle(row: row, column: column, width: 1, style: style)
        }
        if let partner = editor.matchingBracket() {
            highlight(partner, .emphasis)
        }
        if let error { highlight(error, .error) }
        screen.cursor = editor.cursorInView
        return screen
    }

    @Test func wideCharactersScrolledSidewaysWithABracketMatch() {
        var editor = TextEditor(text: """
            {
              "aps": {
                "alert": {"title": "通知テスト", "body": "e\u{301}🇯🇵 arrived", "tags": [1, 2]}
              }
            }
            """)
        editor.apply(.moveTo(EditorPosition(line: 2, column: 34)), viewHeight: 4, viewWidth: 30)
        editor.apply(.end, viewHeight: 4, viewWidth: 30)
        editor.apply(.left, viewHeight: 4, viewWidth: 30)
        editor.apply(.left, viewHeight: 4, viewWidth: 30)
        let screen = draw(editor, width: 30, height: 4)
        #expect(editor.matchingBracket() == EditorPosition(line: 2, column: 62))
        #expect(screen.cursor == Screen.Position(row: 2, column: 27))
        assertSnapshot(screen, named: "editor-wide-characters-scrolled")
    }

    @Test func aSyntaxErrorMarkerAfterMultiScalarCharacters() {
        var editor = TextEditor(text: "{\n  \"title\": \"🇯🇵 e\u{301} 世界\" x\n}")
        editor.apply(.documentEnd, viewHeight: 5, viewWidth: 24)
        let error = editor.position(of: .init(line: 2, column: 23, offset: 0))
        #expect(error == EditorPosition(line: 1, column: 20))
        assertSnapshot(draw(editor, width: 24, height: 5, error: error), named: "editor-error-marker")
    }
}
