import Foundation
import PushCore

/// The header strip's form (F2).
extension OverlayView {
    static func fieldsForm(_ form: FieldsForm, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = []
        for field in FieldsForm.Field.allCases { lines.append((field.label, .dim)) }
        lines += [("", .normal), ("push types: " + PushType.known.map(\.rawValue).joined(separator: " "), .dim),
                  ("an empty push type lets the devices' kind decide (else alert)", .dim), ("", .normal)]
        let inner = Dialog(title: "Push fields", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .fieldsForm), width: 64)
            .draw(into: &screen)
        for (index, field) in FieldsForm.Field.allCases.enumerated() {
            self.field(form[input: field], row: inner.row + index, column: inner.column + 14, width: inner.width - 15, focused: field == form.field,
                       into: &screen)
        }
    }
}
