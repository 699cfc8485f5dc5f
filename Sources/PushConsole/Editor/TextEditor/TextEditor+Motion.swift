// Cursor moves. None of them changes the text; all of them land on a valid position.
extension TextEditor {
    func position(before position: EditorPosition) -> EditorPosition {
        if position.column > 0 { return EditorPosition(line: position.line, column: position.column - 1) }
        guard position.line > 0 else { return position }
        return EditorPosition(line: position.line - 1, column: storage[position.line - 1].count)
    }

    func position(after position: EditorPosition) -> EditorPosition {
        if position.column < storage[position.line].count {
            return EditorPosition(line: position.line, column: position.column + 1)
        }
        guard position.line + 1 < storage.count else { return position }
        return EditorPosition(line: position.line + 1, column: 0)
    }

    /// The start of the word or punctuation run before `position`, skipping spaces; at a line's
    /// start, the previous line's end.
    func wordStart(before position: EditorPosition) -> EditorPosition {
        guard position.column > 0 else { return self.position(before: position) }
        let line = storage[position.line]
        var column = position.column
        while column > 0, CharacterClass(line[column - 1]) == .space { column -= 1 }
        guard column > 0 else { return EditorPosition(line: position.line, column: 0) }
        let run = CharacterClass(line[column - 1])
        while column > 0, CharacterClass(line[column - 1]) == run { column -= 1 }
        return EditorPosition(line: position.line, column: column)
    }

    /// The end of the word or punctuation run after `position`, skipping spaces; at a line's end,
    /// the next line's start.
    func wordEnd(after position: EditorPosition) -> EditorPosition {
        let line = storage[position.line]
        guard position.column < line.count else { return self.position(after: position) }
        var column = position.column
        while column < line.count, CharacterClass(line[column]) == .space { column += 1 }
        guard column < line.count else { return EditorPosition(line: position.line, column: column) }
        let run = CharacterClass(line[column])
        while column < line.count, CharacterClass(line[column]) == run { column += 1 }
        return EditorPosition(line: position.line, column: column)
    }

    /// The first non-blank character of the cursor's line, or column 0 when the cursor is there.
    func homePosition() -> EditorPosition {
        let line = storage[cursor.line]
        let firstNonBlank = line.firstIndex { $0 != " " } ?? line.count
        let column = cursor.column == firstNonBlank ? 0 : firstNonBlank
        return EditorPosition(line: cursor.line, column: column)
    }

    /// Moves `delta` lines towards the preferred display column. Past the first line the cursor
    /// goes to the document's start, past the last to its end, as in common editors.
    mutating func moveVertically(by delta: Int) {
        let target = preferredColumn ?? displayColumn(of: cursor)
        preferredColumn = target
        let line = cursor.line + delta
        if line < 0 {
            cursor = .start
        } else if line >= storage.count {
            cursor = EditorPosition(line: storage.count - 1, column: storage[storage.count - 1].count)
        } else {
            cursor = EditorPosition(line: line, column: column(atDisplayColumn: target, inLine: line))
        }
    }

    /// Moves the view and the cursor by `delta` lines, so the cursor keeps its row on screen
    /// unless the document's edge stops it.
    mutating func page(by delta: Int, viewHeight: Int) {
        let target = preferredColumn ?? displayColumn(of: cursor)
        preferredColumn = target
        let line = min(max(0, cursor.line + delta), storage.count - 1)
        topLine = min(max(0, topLine + delta), max(0, storage.count - viewHeight))
        cursor = EditorPosition(line: line, column: column(atDisplayColumn: target, inLine: line))
    }

    /// The Character column on `line` whose display column is nearest `target` without passing
    /// it; inside a wide character, that character's column.
    func column(atDisplayColumn target: Int, inLine line: Int) -> Int {
        var width = 0
        for (column, character) in storage[line].enumerated() {
            let next = width + DisplayWidth.of(character)
            if next > target { return column }
            width = next
        }
        return storage[line].count
    }
}
