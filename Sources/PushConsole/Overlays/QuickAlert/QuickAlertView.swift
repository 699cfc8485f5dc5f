import PushCore

/// The quick alert form: one labelled line per field, what the badge and sound take, and the
/// badge's problem as it is typed.
extension OverlayView {
    static func quickAlert(_ form: QuickAlertForm, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = QuickAlertForm.Field.allCases.map { ($0.label, .dim) }
        lines += [("", .normal),
                  form.badgeProblem.map { ($0, .error) } ?? ("badge: a whole number, 0 clears it; empty: left as is", .dim),
                  ("sound: default or a file in the app; empty: silent", .dim),
                  ("other keys of the payload stay", .dim), ("", .normal)]
        let inner = Dialog(title: "Quick alert", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .quickAlert), width: 64)
            .draw(into: &screen)
        for (index, field) in QuickAlertForm.Field.allCases.enumerated() {
            self.field(form[input: field], row: inner.row + index, column: inner.column + 11, width: inner.width - 12,
                       focused: field == form.field, into: &screen)
        }
    }
}
