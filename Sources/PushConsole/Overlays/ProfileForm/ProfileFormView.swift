import Foundation
import PushCore

/// The profile form: its kind's fields, then as many whole notes as fit — what is wrong first,
/// then what the runner found (the key, the certificate's expiry and topics, the service account)
/// and what Enter will do.
extension OverlayView {
    static func profileForm(_ form: ProfileForm, into screen: inout Screen) {
        var dialog = Dialog(title: form.original == nil ? "New profile" : "Edit profile · " + form.kind.name, style: .focusedBorder,
                            lines: [], footer: Keymap.footer(for: .profileForm), width: 76)
        let notes = notes(of: form)
        let room = dialog.room(width: screen.width, height: screen.height)
        let width = dialog.textWidth(on: screen.width)
        // No blank line before the notes, and on a short terminal the fields scroll around the
        // focused one so that the first problem (up to three lines) still shows.
        let reserve = min(3, notes.reduce(0) { $0 + TextWrap.lines($1.0, width: width).count })
        let all = form.fields
        let shownCount = min(all.count, max(1, room - reserve))
        let focusIndex = all.firstIndex(of: form.field) ?? 0
        let first = max(0, min(focusIndex - (shownCount - 1) / 2, all.count - shownCount))
        let fields = Array(all[first..<(first + shownCount)])
        if shownCount < all.count { dialog.title += " · fields \(first + 1)–\(first + shownCount) of \(all.count)" }
        dialog.lines = fields.map { (form.label($0), .dim) }
        // Whole notes, as many as fit, then how many more: never half a sentence.
        var shown: [(String, StyleRole)] = []
        var rows = 0
        for (index, note) in notes.enumerated() {
            let needed = TextWrap.lines(note.0, width: width).count
            let left = notes.count - index - 1
            // A line stays free for "… more" while more follow.
            guard rows + needed + (left > 0 ? 1 : 0) <= room - fields.count else {
                let hidden = notes[index...]
                shown.append(hidden.contains { $0.1 == .error } ? ("✗ … \(hidden.count) more (they show as these are fixed)", .error)
                                                                : ("… \(hidden.count) more (a taller terminal shows them)", .dim))
                break
            }
            shown.append(note)
            rows += needed
        }
        dialog.lines += shown
        let inner = dialog.draw(into: &screen)
        for (index, field) in fields.enumerated() {
            let row = inner.row + index, column = inner.column + 21, width = inner.width - 22
            let focused = field == form.field
            if let value = form.choice(field) {
                choice(value, row: row, column: column, width: width, focused: focused, into: &screen)
            } else if field == .passphrase, form.passphraseSource == .typed {
                // Never on screen: one dot per character.
                let masked = LineInput(String(repeating: "•", count: form.passphrase.characters.count))
                self.field(masked, row: row, column: column, width: width, focused: focused, into: &screen)
            } else if let input = form[input: field] {
                self.field(input, row: row, column: column, width: width, focused: focused, into: &screen)
            }
        }
    }

    /// What is wrong (or that nothing is), then what the runner found and what Enter will do.
    private static func notes(of form: ProfileForm) -> [(String, StyleRole)] {
        var notes = form.problems.map { ("✗ " + $0, StyleRole.error) }
        if let problem = form.keyringProblem {
            notes.insert(("✗ the system keyring did not take the passphrase: \(problem); choose 'environment variable' "
                          + "and export the passphrase there instead", .error), at: 0)
        }
        if let item = form.storingItem {
            notes.insert(("storing the passphrase in the system keyring as '\(item)'…", .dim), at: 0)
        } else if notes.isEmpty {
            notes = [("✓ ready to save", .ok)]
        }
        return notes + form.findings.map { ($0, $0.hasPrefix("✓") ? StyleRole.ok : .normal) }
    }
}
