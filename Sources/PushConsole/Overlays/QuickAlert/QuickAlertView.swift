import PushCore

/// The quick alert form: one labelled line per field, what the badge and sound take, and the
/// badge's problem as it is typed; for an FCM message, where title and body go.
extension OverlayView {
    static func quickAlert(_ form: QuickAlertForm, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = form.fields.map { ($0.label, .dim) }
        lines.append(("", .normal))
        if form.service == .fcm {
            lines += [("written into message.notification", .dim), ("the target and other fields of the message stay", .dim)]
        } else {
            lines += [form.badgeProblem.map { ($0, .error) } ?? ("badge: a whole number, 0 clears it; empty: left as is", .dim),
                      ("sound: default or a file in the app; empty: silent", .dim),
                      ("other keys of the payload stay", .dim)]
        }
        lines.append(("", .normal))
        let inner = Dialog(title: "Quick alert", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .quickAlert), width: 64)
            .draw(into: &screen)
        for (index, field) in form.fields.enumerated() {
            self.field(form[input: field], row: inner.row + index, column: inner.column + 11, width: inner.width - 12,
                       focused: field == form.field, into: &screen)
        }
    }
}
