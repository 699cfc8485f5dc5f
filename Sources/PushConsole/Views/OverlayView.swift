import Foundation
import PushCore

/// Dialogs drawn over the panes: help, confirmations, the response detail and the forms.
enum OverlayView {
    static func draw(_ overlay: Overlay, state: AppState, into screen: inout Screen) {
        switch overlay {
        case .help(let offset):
            HelpView.draw(offset: offset, into: &screen)
        case .confirmProduction(let plan):
            let confirmation = SendConfirmation.dialog(NextSend(plan))
            dialog(title: confirmation.title, style: .production, lines: confirmation.lines, into: &screen)
        case .confirm(let confirmation):
            dialog(title: "Are you sure?", style: .warning, lines: [
                (confirmation.question, .normal), ("", .normal), ("y yes · any other key cancels", .key),
            ], into: &screen)
        case .detail(let row):
            if state.log.indices.contains(row) { DetailView.draw(state.log[row], into: &screen) }
        case .addToken(let form):
            tokenForm(form, into: &screen)
        case .fields(let form):
            fieldsForm(form, into: &screen)
        case .profile(let form):
            profileForm(form, into: &screen)
        case .channels(let list):
            ChannelsView.draw(list, target: state.channelTarget, into: &screen)
        case .confirmBroadcast(let plan):
            let confirmation = SendConfirmation.dialog(NextSend(plan))
            dialog(title: confirmation.title, style: .production, lines: confirmation.lines, into: &screen)
        case .device(let deliveries):
            DeviceView.draw(deliveries, utcOffset: state.utcOffsetSeconds, into: &screen)
        case .templates(let selected):
            let lines = PayloadTemplate.all.enumerated().map { index, template in
                ((index == selected ? "▸ " : "  ") + "\(template.name)  (\(template.pushType))", index == selected ? StyleRole.selection : .normal)
            }
            dialog(title: "Templates", style: .focusedBorder, lines: lines + [("", .normal), ("↑↓ choose · Enter use · Esc cancel", .key)],
                   into: &screen)
        }
    }

    /// A centred box with a title and lines; returns its inner frame.
    @discardableResult
    static func dialog(title: String, style: StyleRole, lines: [(String, StyleRole)], width wanted: Int = 64,
                       into screen: inout Screen) -> Frame {
        let width = min(screen.width - 2, max(wanted, DisplayWidth.of(title) + 8))
        let height = min(screen.height - 2, lines.count + 2)
        let frame = Frame(row: max(0, (screen.height - height) / 2), column: max(0, (screen.width - width) / 2), width: width, height: height)
        screen.fill(row: frame.row, column: frame.column, width: frame.width, height: frame.height)
        Box.draw(frame, title: title, focused: true, into: &screen)
        screen.restyle(row: frame.row, column: frame.column, width: frame.width, style: style)
        let inner = frame.inner
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            screen.put(line.0, row: inner.row + offset, column: inner.column + 1, style: line.1, limit: inner.width - 2)
        }
        return inner
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
        let inner = dialog(title: form.renaming == nil ? "Add a device" : "Rename the device", style: .focusedBorder, lines: [
            ("token", .dim), ("", .normal), (verdict.0, verdict.1), ("label", .dim), ("", .normal), ("", .normal),
            ("Tab switch field · Enter add · Esc cancel", .key),
        ], into: &screen)
        field(form.token, row: inner.row + 1, column: inner.column + 1, width: inner.width - 2, focused: form.field == 0, into: &screen)
        field(form.label, row: inner.row + 4, column: inner.column + 1, width: inner.width - 2, focused: form.field == 1, into: &screen)
    }

    private static func profileForm(_ form: ProfileForm, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = ProfileForm.labels.map { ($0, .dim) }
        switch form.validated() {
        case .success: lines.append(("✓ ready to save", .ok))
        case .failure(let problem): lines.append(("✗ " + problem.message, .error))
        }
        lines.append(("Tab/↑↓ field · Enter save · Esc cancel", .key))
        let inner = dialog(title: form.file == nil ? "New profile" : "Edit profile", style: .focusedBorder, lines: lines,
                           width: 76, into: &screen)
        for (index, input) in form.inputs.enumerated() {
            field(input, row: inner.row + index, column: inner.column + 21, width: inner.width - 22, focused: index == form.field, into: &screen)
        }
    }

    private static func fieldsForm(_ form: FieldsForm, into screen: inout Screen) {
        var lines: [(String, StyleRole)] = []
        for label in FieldsForm.labels { lines.append((label, .dim)) }
        lines += [("", .normal), ("push types: " + PushType.known.map(\.rawValue).joined(separator: " "), .dim),
                  ("Tab/↑↓ field · Enter apply · Esc cancel", .key)]
        let inner = dialog(title: "Push fields", style: .focusedBorder, lines: lines, into: &screen)
        for (index, input) in form.inputs.enumerated() {
            field(input, row: inner.row + index, column: inner.column + 14, width: inner.width - 15, focused: index == form.field, into: &screen)
        }
    }

    /// A one-line input; the focused one gets the terminal cursor.
    private static func field(_ input: LineInput, row: Int, column: Int, width: Int, focused: Bool, into screen: inout Screen) {
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
