import PushCore

extension TextEditor {
    /// The editor position of a position PushCore reports in this editor's `text` (a JSON syntax
    /// error, a linter finding). PushCore counts 1-based lines and columns in Unicode scalars; the
    /// editor counts Characters from 0, so `🇯🇵` (two scalars) or `e` plus a combining accent (two
    /// scalars) is one column here. A column inside a Character lands on that Character; positions
    /// outside the text are clamped, and `TextPosition.unknown` maps to the document's start.
    public func position(of textPosition: TextPosition) -> EditorPosition {
        guard textPosition.line >= 1 else { return .start }
        let line = min(textPosition.line - 1, storage.count - 1)
        var scalarsLeft = max(0, textPosition.column - 1)
        var column = 0
        for character in storage[line] {
            scalarsLeft -= character.unicodeScalars.count
            guard scalarsLeft >= 0 else { break }
            column += 1
        }
        return EditorPosition(line: line, column: column)
    }
}
