import PushCore

/// The diagnostics overlay: every finding of the payload check with its line:column, severity and
/// message (wrapped, never cut), the cursor on one; scrolls when they do not fit.
enum DiagnosticsView {
    static func draw(_ list: DiagnosticsList, findings: [LintFinding], into screen: inout Screen) {
        let dialogWidth = max(20, screen.width - 4)
        // The same width `OverlayView.dialog` gives its lines, less the cursor mark.
        let textWidth = min(screen.width - 2, dialogWidth) - 6
        var lines: [(String, StyleRole)] = []
        var firstLine: [Int] = []
        for (index, finding) in findings.enumerated() {
            firstLine.append(lines.count)
            let style: StyleRole = index == list.selected ? .selection : finding.severity == .error ? .error : .warning
            // The message wraps in its own column, right of the mark, place and severity.
            let prefix = entryPrefix(finding)
            let indent = String(repeating: " ", count: DisplayWidth.of(prefix))
            let wrapped = WordWrap.lines(finding.message, width: max(10, textWidth - DisplayWidth.of(prefix)))
            for (offset, text) in wrapped.enumerated() {
                let lead = offset > 0 ? "  " + indent : (index == list.selected ? "▸ " : "  ") + prefix
                lines.append((lead + text, style))
            }
        }
        // Room inside the box less the blank line and the footer; the selected finding stays in view.
        let room = max(1, min(screen.height - 2, lines.count + 4) - 4)
        var start = 0
        if findings.indices.contains(list.selected) {
            let end = list.selected + 1 < firstLine.count ? firstLine[list.selected + 1] : lines.count
            start = min(firstLine[list.selected], max(0, end - room))
        }
        var shown = Array(lines.dropFirst(start).prefix(room))
        // Where the cursor is among them, so a list that scrolls says it has more.
        let position = findings.isEmpty ? "" : " (\(min(list.selected + 1, findings.count)) of \(findings.count))"
        shown += [("", .normal), ("↑↓ choose\(position) · Enter go to it · Esc close", .key)]
        let errors = findings.filter { $0.severity == .error }.count
        let title = "Diagnostics: \(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s")"
        OverlayView.dialog(title: title, style: .focusedBorder, lines: shown, width: dialogWidth, into: &screen)
    }

    /// `✗ 3:14 error: `, the part of an entry before its message; `–` stands for a finding about
    /// the fields or the whole payload.
    private static func entryPrefix(_ finding: LintFinding) -> String {
        let place = finding.location.map { "\($0.line):\($0.column)" } ?? "–"
        return "\(finding.severity == .error ? "✗" : "!") \(place) \(finding.severity.rawValue): "
    }
}
