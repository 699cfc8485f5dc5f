// Changes to the text. Every change goes through `replace(from:to:with:kind:)`, which records it
// for undo, so no edit can bypass the history.
extension TextEditor {
    mutating func insert(_ text: String) {
        let lines = EditorText.lines(of: text)
        for (index, line) in lines.enumerated() {
            if index > 0 { insertNewline() }
            if !line.isEmpty { type(line) }
        }
    }

    mutating func paste(_ text: String) {
        let lines = EditorText.lines(of: text)
        guard lines.count > 1 || !lines[0].isEmpty else { return }
        replace(from: cursor, to: cursor, with: lines, kind: .other)
    }

    mutating func replaceAll(_ text: String) {
        let lines = EditorText.lines(of: text)
        guard lines != storage else { return }
        replaceAll(with: lines)
    }

    /// Replaces the whole text as one undo step that also carries state outside the text: undo
    /// hands back `before` and redo `after` in `restoredSnapshot`. The step is recorded even when
    /// the text stays the same, since the other state changed.
    public mutating func replaceAll(_ text: String, before: UndoSnapshot, after: UndoSnapshot, viewHeight: Int, viewWidth: Int) {
        restoredSnapshot = nil
        preferredColumn = nil
        history.close()
        replaceAll(with: EditorText.lines(of: text))
        history.attach(before: before, after: after)
        scrollToCursor(viewHeight: max(1, viewHeight), viewWidth: max(1, viewWidth))
    }

    /// Records an undo step that changes only state outside the text (header fields set in F2):
    /// undo hands back `before` and redo `after` in `restoredSnapshot`; the text stays as it is.
    public mutating func recordStep(before: UndoSnapshot, after: UndoSnapshot) {
        restoredSnapshot = nil
        preferredColumn = nil
        history.record(before: before, after: after, cursor: cursor)
    }

    /// Forgets every undo and redo step, keeping the text and the cursor: what the steps would
    /// restore belongs to a document left behind.
    public mutating func forgetHistory() {
        history = EditHistory()
    }

    private mutating func replaceAll(with lines: [[Character]]) {
        let end = EditorPosition(line: storage.count - 1, column: storage[storage.count - 1].count)
        replace(from: .start, to: end, with: lines, kind: .other, cursorAfter: cursor)
    }

    mutating func insertNewline() {
        let line = storage[cursor.line]
        let before = line[..<cursor.column]
        let after = line[cursor.column...]
        var indent = Array(before.prefix { $0 == " " })
        let opener = before.last { $0 != " " }
        let closer = after.first { $0 != " " }
        guard let opener, opener == "{" || opener == "[" else {
            replace(from: cursor, to: cursor, with: [[], indent], kind: .other)
            return
        }
        let outerIndent = indent
        indent += EditorText.indentUnit
        if closer == Self.closer(of: opener) {
            // As in common editors the closer keeps a line of its own, so the block reads well.
            let middle = EditorPosition(line: cursor.line + 1, column: indent.count)
            replace(from: cursor, to: cursor, with: [[], indent, outerIndent], kind: .other, cursorAfter: middle)
        } else {
            replace(from: cursor, to: cursor, with: [[], indent], kind: .other)
        }
    }

    mutating func deleteBackward() {
        guard cursor != .start else { return }
        let line = storage[cursor.line]
        var start = position(before: cursor)
        if cursor.column > 0, line[..<cursor.column].allSatisfy({ $0 == " " }) {
            // In leading spaces a backspace undoes one indentation step, like soft tabs.
            let unit = EditorText.indentUnit.count
            start.column = (cursor.column - 1) / unit * unit
        }
        replace(from: start, to: cursor, with: [[]], kind: .deletingBackward)
    }

    mutating func deleteForward() {
        let end = position(after: cursor)
        guard end != cursor else { return }
        replace(from: cursor, to: end, with: [[]], kind: .deletingForward)
    }

    mutating func undo() {
        guard let group = history.takeUndo() else { return }
        for edit in group.edits.reversed() {
            apply(edit: EditHistory.Edit(start: edit.start, removed: edit.inserted, inserted: edit.removed))
        }
        cursor = clamped(group.cursorBefore)
        restoredSnapshot = group.snapshotBefore
        revision += 1
    }

    mutating func redo() {
        guard let group = history.takeRedo() else { return }
        for edit in group.edits {
            apply(edit: edit)
        }
        cursor = clamped(group.cursorAfter)
        restoredSnapshot = group.snapshotAfter
        revision += 1
    }

    /// Types a run of Characters without line breaks. A closer typed into a line of nothing but
    /// indentation steps back one indentation unit, so `}` lines up with its opener's line.
    private mutating func type(_ characters: [Character]) {
        let kind: EditHistory.Kind = characters.allSatisfy { $0 == " " } ? .typingSpace : .typingWord
        var start = cursor
        let prefix = storage[cursor.line][..<cursor.column]
        if characters.count == 1, characters[0] == "}" || characters[0] == "]",
           prefix.count >= EditorText.indentUnit.count, prefix.allSatisfy({ $0 == " " }) {
            start.column -= EditorText.indentUnit.count
        }
        replace(from: start, to: cursor, with: [characters], kind: kind)
    }

    /// Replaces the text between two positions with `lines`, records the change and leaves the
    /// cursor at the end of the inserted text, or at `cursorAfter` (clamped) when given.
    private mutating func replace(from start: EditorPosition, to end: EditorPosition, with lines: [[Character]],
                                  kind: EditHistory.Kind, cursorAfter: EditorPosition? = nil) {
        let before = cursor
        let edit = EditHistory.Edit(start: start, removed: text(from: start, to: end), inserted: lines)
        let insertedEnd = apply(edit: edit)
        cursor = cursorAfter.map(clamped) ?? insertedEnd
        history.record(edit, kind: kind, cursorBefore: before, cursorAfter: cursor)
        revision += 1
    }

    /// Puts `edit.inserted` where `edit.removed` stands and returns the end of the inserted text.
    @discardableResult
    private mutating func apply(edit: EditHistory.Edit) -> EditorPosition {
        let start = edit.start
        let end = Self.end(of: edit.removed, from: start)
        let inserted = edit.inserted
        if start.line == end.line, inserted.count == 1 {
            // The common keystroke: change one line in place without copying the document.
            storage[start.line].replaceSubrange(start.column..<end.column, with: inserted[0])
        } else {
            let head = storage[start.line][..<start.column]
            let tail = storage[end.line][end.column...]
            var replacement = inserted
            replacement[0] = Array(head) + replacement[0]
            replacement[replacement.count - 1].append(contentsOf: tail)
            storage.replaceSubrange(start.line...end.line, with: replacement)
        }
        return Self.end(of: inserted, from: start)
    }

    /// The text between two positions as lines.
    private func text(from start: EditorPosition, to end: EditorPosition) -> [[Character]] {
        if start.line == end.line {
            return [Array(storage[start.line][start.column..<end.column])]
        }
        var lines = [Array(storage[start.line][start.column...])]
        lines.append(contentsOf: storage[(start.line + 1)..<end.line])
        lines.append(Array(storage[end.line][..<end.column]))
        return lines
    }

    private static func end(of lines: [[Character]], from start: EditorPosition) -> EditorPosition {
        let lastLength = lines.last?.count ?? 0
        if lines.count <= 1 { return EditorPosition(line: start.line, column: start.column + lastLength) }
        return EditorPosition(line: start.line + lines.count - 1, column: lastLength)
    }

    static func closer(of opener: Character) -> Character? {
        switch opener {
        case "{": "}"
        case "[": "]"
        default: nil
        }
    }
}
