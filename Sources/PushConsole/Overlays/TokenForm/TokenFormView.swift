import Foundation
import PushCore

/// The device form: token, label and kind, with what the token parses as.
extension OverlayView {
    static func tokenForm(_ form: TokenForm, into screen: inout Screen) {
        let verdict: (String, StyleRole)
        switch form.parsed {
        case .success(.device(let token)):
            verdict = (token.lengthWarning.map { "! \($0)" } ?? "✓ \(token.hex.count / 2)-byte token", token.lengthWarning == nil ? .ok : .warning)
        case .success(.registration(let token)):
            verdict = ("✓ \(token.text.count)-character registration token", .ok)
        case .failure(let error):
            let prompt = form.kind == .fcm ? "paste the FCM registration token" : "paste the device token (spaces, < > and dashes are fine)"
            verdict = (form.token.text.isEmpty ? prompt : "✗ \(error)", form.token.text.isEmpty ? .dim : .error)
        }
        let renaming = form.renaming != nil
        var lines: [(String, StyleRole)] = [("token", .dim), ("", .normal), ("label", .dim), ("", .normal)]
        if form.fields.contains(.kind) { lines += [("kind", .dim), ("", .normal)] }
        lines += [("", .normal), renaming ? ("the token stays; only the label changes", .dim) : verdict]
        if form.offer != nil { lines.append(("Enter keeps it in the book; Esc leaves it out (Esc again clears it from the next send)", .dim)) }
        let title: String
        switch (renaming, form.offer) {
        case (true, _): title = "Rename the device"
        case (false, .sent?): title = "Sent to a token not in the book: keep it?"
        case (false, .imported?): title = "Imported a device the book lacks: keep it?"
        case (false, nil): title = "Add a device"
        }
        let inner = Dialog(title: title, style: .focusedBorder, lines: lines + [("", .normal)],
                           footer: Keymap.footer(for: .tokenForm), width: 64).draw(into: &screen)
        let width = inner.width - 2
        field(form.token, row: inner.row + 1, column: inner.column + 1, width: width, focused: form.field == .token, into: &screen)
        field(form.label, row: inner.row + 3, column: inner.column + 1, width: width, focused: form.field == .label, into: &screen)
        if form.fields.contains(.kind) {
            choice(form.kind.title, row: inner.row + 5, column: inner.column + 1, width: width, focused: form.field == .kind, into: &screen)
        }
    }
}
