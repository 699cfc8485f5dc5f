import PushCore

/// The diagnostics overlay: every finding of the payload check with its line:column, severity and
/// message (wrapped, never cut), the cursor on one; scrolls when they do not fit.
enum DiagnosticsView {
    static func draw(_ list: DiagnosticsList, findings: [LintFinding], into screen: inout Screen) {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        // Where the cursor is among them, so a list that scrolls says it has more.
        let position = findings.isEmpty ? "" : " (\(min(list.selected + 1, findings.count)) of \(findings.count))"
        var dialog = Dialog(title: "Diagnostics: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(position)",
                            style: .focusedBorder, lines: [], footer: Keymap.footer(for: .diagnostics), width: max(20, screen.width - 4))
        // Less the cursor mark, so each message wraps in its own column and the dialog wraps nothing.
        let textWidth = dialog.textWidth(on: screen.width) - 2
        var firstLine: [Int] = []
        for (index, finding) in findings.enumerated() {
            firstLine.append(dialog.lines.count)
            let style: StyleRole = index == list.selected ? .selection : finding.severity == .error ? .error : .warning
            // The message wraps in its own column, right of the mark, place and severity.
            let prefix = entryPrefix(finding)
            let indent = String(repeating: " ", count: DisplayWidth.of(prefix))
            let wrapped = TextWrap.lines(finding.message, width: max(10, textWidth - DisplayWidth.of(prefix)))
            for (offset, text) in wrapped.enumerated() {
                let lead = offset > 0 ? "  " + indent : (index == list.selected ? "▸ " : "  ") + prefix
                dialog.lines.append((lead + text, style))
            }
        }
        dialog.lines.append(("", .normal))
        // The selected finding stays in view, its first line as high as its last line allows.
        let room = dialog.room(width: screen.width, height: screen.height)
        var start = 0
        if findings.indices.contains(list.selected) {
            let end = list.selected + 1 < firstLine.count ? firstLine[list.selected + 1] : dialog.lines.count
            start = min(firstLine[list.selected], max(0, end - room))
        }
        dialog.draw(offset: start, into: &screen)
    }

    /// `✗ 3:14 error: `, the part of an entry before its message; `–` stands for a finding about
    /// the fields or the whole payload.
    private static func entryPrefix(_ finding: LintFinding) -> String {
        let place = finding.location.map { "\($0.line):\($0.column)" } ?? "–"
        return "\(finding.severity == .error ? "✗" : "!") \(place) \(finding.severity.rawValue): "
    }
}
