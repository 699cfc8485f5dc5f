@testable import PushConsole

/// Editor fixtures written as text with the cursor drawn as `‸`, so a test reads like the screen.
enum MarkedEditor {
    static let marker: Character = "‸"

    /// An editor holding `marked` without its marker, the cursor where the marker stood.
    static func make(_ marked: String) -> TextEditor {
        var editor = TextEditor(text: marked.filter { $0 != marker })
        let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, text) in lines.enumerated() {
            if let column = text.firstIndex(of: marker).map({ text.distance(from: text.startIndex, to: $0) }) {
                editor.run(.moveTo(EditorPosition(line: line, column: column)))
            }
        }
        return editor
    }

    /// The editor's text with `‸` at the cursor.
    static func render(_ editor: TextEditor) -> String {
        var lines = editor.lines
        let line = editor.cursor.line
        var characters = Array(lines[line])
        characters.insert(marker, at: editor.cursor.column)
        lines[line] = String(characters)
        return lines.joined(separator: "\n")
    }

    /// Applies `commands` to the fixture `marked` in a 10x40 view and renders the result.
    static func run(_ marked: String, _ commands: EditorCommand...) -> String {
        var editor = make(marked)
        for command in commands { editor.run(command) }
        return render(editor)
    }
}

extension TextEditor {
    /// Applies `commands` in the 10x40 view the fixtures use.
    mutating func run(_ commands: EditorCommand...) {
        for command in commands { apply(command, viewHeight: 10, viewWidth: 40) }
    }
}
