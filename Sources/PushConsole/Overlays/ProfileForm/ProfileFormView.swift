import Foundation
import PushCore

/// The profile form: its fields and as many whole problems as fit.
extension OverlayView {
    static func profileForm(_ form: ProfileForm, into screen: inout Screen) {
        // No blank line before the problems: at 60x16 every row is needed to show them.
        let fields: [(String, StyleRole)] = ProfileForm.Field.allCases.map { ($0.label, .dim) }
        var dialog = Dialog(title: form.file == nil ? "New profile" : "Edit profile", style: .focusedBorder, lines: fields,
                            footer: Keymap.footer(for: .profileForm), width: 76)
        var notes = form.problems.map { ("✗ " + $0, StyleRole.error) }
        if notes.isEmpty { notes = [("✓ ready to save", .ok)] }
        if let check = form.keyFileCheck, check.path == form.keyFilePath, check.problem == nil {
            notes.append(("✓ .p8 key read from \(check.path)", .ok))
        }
        // Whole problems, as many as fit, then how many more: never half a sentence.
        let room = dialog.room(width: screen.width, height: screen.height) - fields.count
        let width = dialog.textWidth(on: screen.width)
        var shown: [(String, StyleRole)] = []
        var rows = 0
        for (index, note) in notes.enumerated() {
            let needed = TextWrap.lines(note.0, width: width).count
            let left = notes.count - index - 1
            // A line stays free for "… more" while more follow.
            guard rows + needed + (left > 0 ? 1 : 0) <= room else {
                shown.append(("✗ … \(notes.count - index) more (they show as these are fixed)", .error))
                break
            }
            shown.append(note)
            rows += needed
        }
        dialog.lines += shown
        let inner = dialog.draw(into: &screen)
        for (index, field) in ProfileForm.Field.allCases.enumerated() {
            let row = inner.row + index, column = inner.column + 21, width = inner.width - 22
            if let input = form[input: field] {
                self.field(input, row: row, column: column, width: width, focused: field == form.field, into: &screen)
            } else {
                choice(form.environment.rawValue, row: row, column: column, width: width, focused: field == form.field, into: &screen)
            }
        }
    }
}
