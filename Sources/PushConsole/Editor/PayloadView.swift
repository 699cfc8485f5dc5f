import PushCore

/// The Payload pane: the next-send line, the header strip (one line or two), the editor with line numbers and an
/// error marker, the first diagnostic, and the byte meter.
enum PayloadView {
    /// Draws `editor` where `layout` puts the Payload pane, under the line that says what
    /// `nextSend` will do. `focused`: the pane has the keys; `isFocusPane`: it has the focus, an
    /// overlay perhaps over it (brackets still match); `isFCM`: the text is an FCM message.
    static func draw(_ editor: EditorState, nextSend: Result<NextSend, NextSend.Blocked>, isFCM: Bool, focused: Bool, isFocusPane: Bool,
                     layout: Layout, into screen: inout Screen) {
        let frame = layout.frame(of: .payload)
        let verdict: (String, StyleRole) = editor.check.hasErrors ? ("✗ invalid", .error)
            : editor.check.findings.isEmpty ? ("✓ valid", .ok) : ("! warnings", .warning)
        Box.draw(frame, title: Pane.payload.title, focused: focused, into: &screen, badge: verdict)
        let inner = frame.inner
        NextSendLine.draw(nextSend, row: inner.row, column: inner.column, width: inner.width, into: &screen)
        HeaderStrip.draw(editor.fields, isFCM: isFCM, row: inner.row + 1, column: inner.column, width: inner.width, into: &screen)
        let area = layout.editorArea
        let marker = errorPosition(editor)
        text(editor.buffer, area: area, marker: marker, matchesBrackets: isFocusPane, into: &screen)
        diagnostic(editor.check, isFCM: isFCM, row: inner.row + inner.height - 2, column: inner.column, width: inner.width, into: &screen)
        ByteMeter.draw(editor.check, row: inner.row + inner.height - 1, column: inner.column, width: inner.width, into: &screen)
        if focused {
            let cursor = editor.buffer.cursor
            let row = area.row + cursor.line - editor.buffer.topLine
            let column = area.column + editor.buffer.displayColumn(of: cursor) - editor.buffer.leftColumn
            if area.contains(row: row, column: column) { screen.cursor = Screen.Position(row: row, column: column) }
        }
    }

    private static func text(_ buffer: TextEditor, area: Frame, marker: EditorPosition?, matchesBrackets: Bool, into screen: inout Screen) {
        let gutter = area.column - Layout.gutterWidth
        for offset in 0..<max(0, area.height) {
            let index = buffer.topLine + offset
            let row = area.row + offset
            guard index < buffer.lineCount else {
                screen.put("~", row: row, column: gutter, style: .dim)
                continue
            }
            let isMarked = marker?.line == index
            let number = String(index + 1)
            screen.put(isMarked ? "▶" : " ", row: row, column: gutter, style: .error)
            screen.put(number, row: row, column: gutter + Layout.gutterWidth - 1 - number.count, style: isMarked ? .error : .dim)
            screen.put(buffer.visibleText(ofLine: index, viewWidth: area.width), row: row, column: area.column, limit: area.width)
            if isMarked, let marker {
                let column = area.column + buffer.displayColumn(of: marker) - buffer.leftColumn
                if area.contains(row: row, column: column) {
                    screen.restyle(row: row, column: column, width: 1, style: .error)
                } else if column >= area.column + area.width {
                    screen.put("▸", row: row, column: area.column + area.width - 1, style: .error)
                }
            }
        }
        if let bracket = buffer.matchingBracket(), matchesBrackets {
            let row = area.row + bracket.line - buffer.topLine
            let column = area.column + buffer.displayColumn(of: bracket) - buffer.leftColumn
            if area.contains(row: row, column: column) { screen.restyle(row: row, column: column, width: 1, style: .emphasis) }
        }
    }

    /// Where the first located error is, in editor coordinates.
    private static func errorPosition(_ editor: EditorState) -> EditorPosition? {
        guard let position = editor.check.findings.first(where: { $0.severity == .error && $0.location != nil })?.location else { return nil }
        return editor.buffer.position(of: position)
    }

    private static func diagnostic(_ check: PayloadCheck, isFCM: Bool, row: Int, column: Int, width: Int, into screen: inout Screen) {
        guard let finding = check.headline else {
            let service = isFCM ? "FCM would accept this message" : "APNs would accept this payload"
            screen.put("✓ \(service)", row: row, column: column, style: .ok, limit: width)
            return
        }
        let place = finding.location.map { "\($0.line):\($0.column) " } ?? ""
        let style: StyleRole = finding.severity == .error ? .error : .warning
        let full = "\(finding.severity == .error ? "✗" : "!") \(place)\(finding.message)"
        // The count of the others, or that this one is cut, and the key that lists them all stay at
        // the right, whatever the width.
        let others = check.findings.count - 1
        let more = others > 0 ? " +\(others) more: F6" : DisplayWidth.of(full) > width ? " (F6)" : ""
        let moreWidth = DisplayWidth.of(more)
        let message = TextFit.truncated(full, width - moreWidth)
        let x = column + screen.put(message, row: row, column: column, style: style, limit: width - moreWidth)
        screen.put(more, row: row, column: x, style: .dim, limit: column + width - x)
    }
}
