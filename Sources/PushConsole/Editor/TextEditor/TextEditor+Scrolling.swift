// What a view of the editor shows: scrolling keeps the cursor inside it, and the visible part of a
// line is cut at display columns, not Characters.
extension TextEditor {
    /// Scrolls so the cursor is inside a view of `viewHeight` lines and `viewWidth` columns, and so
    /// the view does not scroll past the last line. `apply` does this after every command; call
    /// it when the view changes size.
    public mutating func scrollToCursor(viewHeight: Int, viewWidth: Int) {
        let viewHeight = max(1, viewHeight)
        let viewWidth = max(1, viewWidth)
        if cursor.line < topLine { topLine = cursor.line }
        if cursor.line >= topLine + viewHeight { topLine = cursor.line - viewHeight + 1 }
        topLine = max(0, min(topLine, storage.count - viewHeight))

        let column = displayColumn(of: cursor)
        // Scrolling back left shows half a view of context before the cursor, not just its column.
        if column < leftColumn { leftColumn = max(0, column - viewWidth / 2) }
        if column >= leftColumn + viewWidth { leftColumn = column - viewWidth + 1 }
    }

    /// Where the cursor stands inside the view: row from `topLine`, column from `leftColumn`.
    public var cursorInView: Screen.Position {
        Screen.Position(row: cursor.line - topLine, column: displayColumn(of: cursor) - leftColumn)
    }

    /// The part of line `index` that a view `viewWidth` columns wide shows from `leftColumn`. A wide
    /// character cut by either edge shows as spaces, so the result is never wider than the view.
    public func visibleText(ofLine index: Int, viewWidth: Int) -> String {
        guard storage.indices.contains(index) else { return "" }
        let start = leftColumn
        let end = leftColumn + max(0, viewWidth)
        var visible = ""
        var column = 0
        for character in storage[index] {
            guard column < end else { break }
            let width = DisplayWidth.of(character)
            let next = column + width
            if width == 0 {
                if column > start, column <= end { visible.append(character) }
            } else if column >= start, next <= end {
                visible.append(character)
            } else if next > start {
                visible.append(String(repeating: " ", count: min(next, end) - max(column, start)))
            }
            column = next
        }
        return visible
    }
}
