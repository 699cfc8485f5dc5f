import PushCore

/// The Payload pane: the next-send line, the header strip, the editor with line numbers and an
/// error marker, the first diagnostic, and the byte meter.
enum PayloadView {
    static func draw(_ state: AppState, layout: Layout, into screen: inout Screen) {
        let frame = layout.frame(of: .payload)
        let focused = state.focus == .payload && state.overlay == nil
        let verdict: (String, StyleRole) = state.check.hasErrors ? ("✗ invalid", .error)
            : state.check.findings.isEmpty ? ("✓ valid", .ok) : ("! warnings", .warning)
        Box.draw(frame, title: Pane.payload.title, focused: focused, into: &screen, badge: verdict)
        let inner = frame.inner
        NextSendLine.draw(state, row: inner.row, column: inner.column, width: inner.width, into: &screen)
        strip(state, row: inner.row + 1, column: inner.column, width: inner.width, into: &screen)
        let area = layout.editorArea
        let marker = errorPosition(state)
        text(state, area: area, marker: marker, into: &screen)
        diagnostic(state, row: inner.row + inner.height - 2, column: inner.column, width: inner.width, into: &screen)
        ByteMeter.draw(state.check, row: inner.row + inner.height - 1, column: inner.column, width: inner.width, into: &screen)
        if focused {
            let cursor = state.editor.cursor
            let row = area.row + cursor.line - state.editor.topLine
            let column = area.column + state.editor.displayColumn(of: cursor) - state.editor.leftColumn
            if area.contains(row: row, column: column) { screen.cursor = Screen.Position(row: row, column: column) }
        }
    }

    /// `alert · priority 10 · expiration – · collapse – · apns-id –`
    private static func strip(_ state: AppState, row: Int, column: Int, width: Int, into screen: inout Screen) {
        if state.selectedProfile?.service == .fcm {
            // The APNs header fields mean nothing to FCM: the message carries its own target and options.
            let x = column + screen.put("FCM message ", row: row, column: column, style: .emphasis, limit: width)
            screen.put("· target from token, topic or condition", row: row, column: x, style: .dim, limit: column + width - x)
            return
        }
        let fields = state.fields
        let priority = fields.priority.isEmpty ? "\(fields.pushType.defaultPriority) (default)" : fields.priority
        let parts: [(String, String)] = [
            ("type", fields.pushType.rawValue), ("priority", priority),
            ("expiration", fields.expiration.isEmpty ? "–" : fields.expiration),
            ("collapse", fields.collapseID.isEmpty ? "–" : fields.collapseID),
            ("apns-id", fields.apnsID.isEmpty ? "–" : fields.apnsID),
        ]
        var x = column
        for (index, (name, value)) in parts.enumerated() where x < column + width {
            if index > 0 { x += screen.put(" · ", row: row, column: x, style: .dim, limit: column + width - x) }
            x += screen.put("\(name) ", row: row, column: x, style: .dim, limit: column + width - x)
            x += screen.put(value, row: row, column: x, style: .emphasis, limit: column + width - x)
        }
    }

    private static func text(_ state: AppState, area: Frame, marker: EditorPosition?, into screen: inout Screen) {
        let gutter = area.column - Layout.gutterWidth
        for offset in 0..<max(0, area.height) {
            let index = state.editor.topLine + offset
            let row = area.row + offset
            guard index < state.editor.lineCount else {
                screen.put("~", row: row, column: gutter, style: .dim)
                continue
            }
            let isMarked = marker?.line == index
            let number = String(index + 1)
            screen.put(isMarked ? "▶" : " ", row: row, column: gutter, style: .error)
            screen.put(number, row: row, column: gutter + Layout.gutterWidth - 1 - number.count, style: isMarked ? .error : .dim)
            screen.put(state.editor.visibleText(ofLine: index, viewWidth: area.width), row: row, column: area.column, limit: area.width)
            if isMarked, let marker {
                let column = area.column + state.editor.displayColumn(of: marker) - state.editor.leftColumn
                if area.contains(row: row, column: column) {
                    screen.restyle(row: row, column: column, width: 1, style: .error)
                } else if column >= area.column + area.width {
                    screen.put("▸", row: row, column: area.column + area.width - 1, style: .error)
                }
            }
        }
        if let bracket = state.editor.matchingBracket(), state.focus == .payload {
            let row = area.row + bracket.line - state.editor.topLine
            let column = area.column + state.editor.displayColumn(of: bracket) - state.editor.leftColumn
            if area.contains(row: row, column: column) { screen.restyle(row: row, column: column, width: 1, style: .emphasis) }
        }
    }

    /// Where the first located error is, in editor coordinates.
    private static func errorPosition(_ state: AppState) -> EditorPosition? {
        guard let position = state.check.findings.first(where: { $0.severity == .error && $0.location != nil })?.location else { return nil }
        return state.editor.position(of: position)
    }

    private static func diagnostic(_ state: AppState, row: Int, column: Int, width: Int, into screen: inout Screen) {
        guard let finding = state.check.headline else {
            let service = state.selectedProfile?.service == .fcm ? "FCM would accept this message" : "APNs would accept this payload"
            screen.put("✓ \(service)", row: row, column: column, style: .ok, limit: width)
            return
        }
        let more = state.check.findings.count > 1 ? " (+\(state.check.findings.count - 1) more)" : ""
        let place = finding.location.map { "\($0.line):\($0.column) " } ?? ""
        let style: StyleRole = finding.severity == .error ? .error : .warning
        screen.put("\(finding.severity == .error ? "✗" : "!") \(place)\(finding.message)\(more)", row: row, column: column,
                   style: style, limit: width)
    }
}
