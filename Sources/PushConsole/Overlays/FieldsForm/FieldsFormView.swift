import Foundation
import PushCore

/// The header strip's form (F2): each field with what is wrong with it, as it is typed, on the
/// line under it.
extension OverlayView {
    static func fieldsForm(_ form: FieldsForm, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = []
        // The line each field's input goes on; a reason under a field may wrap.
        var fieldLines: [(FieldsForm.Field, Int)] = []
        for field in FieldsForm.Field.allCases {
            fieldLines.append((field, lines.count))
            lines.append((field.label, .dim))
            if let finding = form.finding(for: field) {
                lines.append(("  " + (finding.severity == .error ? "✗ " : "! ") + finding.message, finding.severity == .error ? .error : .warning))
            }
        }
        lines += [("", .normal), ("push types: " + PushType.known.map(\.rawValue).joined(separator: " "), .dim),
                  ("an empty push type lets the devices' kind decide (else alert)", .dim), ("", .normal)]
        let dialog = Dialog(title: "Push fields", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .fieldsForm), width: 64)
        let columns = dialog.textWidth(on: screen.width)
        let inner = dialog.draw(into: &screen)
        for (field, line) in fieldLines {
            let row = lines.prefix(line).reduce(0) { $0 + TextWrap.lines($1.0, width: columns).count }
            self.field(form[input: field], row: inner.row + row, column: inner.column + 14, width: inner.width - 15, focused: field == form.field,
                       into: &screen)
        }
    }
}
