import Foundation
import PushCore

/// Dialogs drawn over the panes: help, confirmations, the response detail and the forms. Each
/// footer is its overlay's keymap scope, so a dialog names exactly the keys it takes.
enum OverlayView {
    static func draw(_ overlay: Overlay, state: AppState, into screen: inout Screen) {
        switch overlay {
        case .help(let offset):
            HelpView.dialog.draw(offset: offset, into: &screen)
        case .confirmProduction(let plan):
            let confirmation = SendConfirmation.dialog(NextSend(plan))
            dialog(title: confirmation.title, style: .production, lines: confirmation.lines, scope: .confirm, into: &screen)
        case .confirm(let confirmation):
            dialog(title: "Are you sure?", style: .warning, lines: [(confirmation.question, .normal)], scope: .confirm, into: &screen)
        case .detail(let row, let offset):
            if state.log.rows.indices.contains(row) { DetailView.dialog(state.log.rows[row]).draw(offset: offset, into: &screen) }
        case .addToken(let form):
            tokenForm(form, into: &screen)
        case .fields(let form):
            fieldsForm(form, into: &screen)
        case .profile(let form):
            profileForm(form, into: &screen)
        case .channels(let list):
            ChannelsView.draw(list, target: state.channels.target, into: &screen)
        case .confirmBroadcast(let plan):
            let confirmation = SendConfirmation.dialog(NextSend(plan))
            dialog(title: confirmation.title, style: .production, lines: confirmation.lines, scope: .confirm, into: &screen)
        case .device(let deliveries, let offset):
            DeviceView.dialog(deliveries, utcOffset: state.utcOffsetSeconds).draw(offset: offset, into: &screen)
        case .diagnostics(let list):
            DiagnosticsView.draw(list, findings: state.editor.check.findings, into: &screen)
        case .search:
            LogSearchView.draw(state, into: &screen)
        case .curlImport(let offer):
            dialog(title: "Import the curl command?", style: .focusedBorder, lines: offer.lines, width: 76, scope: .curlImport, into: &screen)
        case .templates(let selected):
            TemplatePicker.draw(selected: selected, into: &screen)
        }
    }

    /// A dialog with `lines` and the keys of `scope` as its footer; returns its inner frame.
    @discardableResult
    static func dialog(title: String, style: StyleRole, lines: [(String, StyleRole)], width: Int = 64, scope: KeyScope,
                       into screen: inout Screen) -> Frame {
        Dialog(title: title, style: style, lines: lines + [("", .normal)], footer: Keymap.footer(for: scope), width: width)
            .draw(into: &screen)
    }

    /// A dialog listing items, scrolled so that line `selected` is in view.
    static func list(_ dialog: Dialog, selected: Int, into screen: inout Screen) {
        let room = dialog.room(width: screen.width, height: screen.height)
        dialog.draw(offset: max(0, selected - room + 1), into: &screen)
    }

    private static func tokenForm(_ form: TokenForm, into screen: inout Screen) {
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
        let inner = Dialog(title: renaming ? "Rename the device" : "Add a device", style: .focusedBorder, lines: lines + [("", .normal)],
                           footer: Keymap.footer(for: .tokenForm), width: 64).draw(into: &screen)
        let width = inner.width - 2
        field(form.token, row: inner.row + 1, column: inner.column + 1, width: width, focused: form.field == .token, into: &screen)
        field(form.label, row: inner.row + 3, column: inner.column + 1, width: width, focused: form.field == .label, into: &screen)
        if form.fields.contains(.kind) {
            choice(form.kind.title, row: inner.row + 5, column: inner.column + 1, width: width, focused: form.field == .kind, into: &screen)
        }
    }

    private static func profileForm(_ form: ProfileForm, into screen: inout Screen) {
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

    private static func fieldsForm(_ form: FieldsForm, into screen: inout Screen) {
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

    /// A choice field: its value between ‹ › (←→ change it when focused).
    private static func choice(_ value: String, row: Int, column: Int, width: Int, focused: Bool, into screen: inout Screen) {
        screen.fill(row: row, column: column, width: width, height: 1, style: focused ? .selection : .normal)
        screen.put("‹ \(value) ›", row: row, column: column, style: focused ? .selection : .normal, limit: width)
    }

    /// A one-line input; the focused one gets the terminal cursor.
    static func field(_ input: LineInput, row: Int, column: Int, width: Int, focused: Bool, into screen: inout Screen) {
        screen.fill(row: row, column: column, width: width, height: 1, style: focused ? .selection : .normal)
        let characters = input.characters
        let cursorColumns = DisplayWidth.of(String(characters.prefix(input.cursor)))
        let skip = max(0, cursorColumns - width + 1)
        var skipped = 0
        var start = 0
        while start < characters.count, skipped < skip {
            skipped += DisplayWidth.of(characters[start])
            start += 1
        }
        screen.put(String(characters[start...]), row: row, column: column, style: focused ? .selection : .normal, limit: width)
        if focused { screen.cursor = Screen.Position(row: row, column: column + cursorColumns - skipped) }
    }
}
