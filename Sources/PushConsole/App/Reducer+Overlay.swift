import Foundation
import PushCore

extension Reducer {
    /// Keys while an overlay is open: it takes them all. A focused text field takes text and its
    /// editing keys; every other key is looked up in the overlay's own keymap scope, and a key the
    /// scope does not declare does nothing (no dialog closes on a stray key).
    static func overlayKey(_ key: Key, in state: inout AppState, now: Date) -> [Effect] {
        guard let overlay = state.overlay else { return [] }
        if let effects = typeIntoField(key, overlay: overlay, in: &state) { return effects }
        guard let command = Keymap.command(for: key, in: overlay.keyScope) else { return [] }
        switch overlay {
        case .help(let offset):
            state.overlay = command == .close ? nil : .help(offset: scrolled(offset, by: command, in: HelpView.dialog, state))
        case .confirmProduction(let plan):
            state.overlay = nil
            if command == .accept { return offerToKeepNextSendToken(after: start(plan, in: &state, now: now), in: &state) }
            state.status = StatusMessage("not sent", style: .dim)
        case .confirm(let confirmation):
            state.overlay = nil
            if command == .accept { return confirm(confirmation.consequence, in: &state) }
        case .diagnostics(let list):
            diagnosticsCommand(command, list: list, in: &state)
        case .confirmBroadcast(let plan):
            state.overlay = nil
            if command == .accept { return startBroadcast(plan, in: &state, now: now) }
            state.status = StatusMessage("not sent", style: .dim)
        case .detail(let row, let offset):
            detailCommand(command, row: row, offset: offset, in: &state)
        case .device(let deliveries, let offset):
            let dialog = DeviceView.dialog(deliveries, utcOffset: state.utcOffsetSeconds)
            state.overlay = command == .close ? nil : .device(deliveries, offset: scrolled(offset, by: command, in: dialog, state))
        case .addToken(var form):
            return tokenFormCommand(command, form: &form, in: &state)
        case .fields(var form):
            fieldsFormCommand(command, form: &form, in: &state)
        case .profile(var form):
            return profileFormCommand(command, form: &form, in: &state)
        case .templates(let selected):
            templatesCommand(command, selected: selected, in: &state, now: now)
        case .channels(let list):
            return channelsCommand(command, list: list, in: &state)
        case .search:
            searchCommand(command, in: &state)
        case .curlImport(let offer):
            curlImportCommand(command, offer: offer, in: &state)
        case .nextSendToken:
            nextSendTokenCommand(command, in: &state)
        }
        return []
    }

    /// Text and line-editing keys for the focused text field of a form; nil when the key is not
    /// one (or the focus is on a choice), so the keymap decides.
    private static func typeIntoField(_ key: Key, overlay: Overlay, in state: inout AppState) -> [Effect]? {
        switch overlay {
        case .addToken(var form):
            guard var input = form.focusedInput, input.handle(key) else { return nil }
            form.focusedInput = input
            state.overlay = .addToken(form)
            return []
        case .fields(var form):
            guard form.editFocused({ $0.handle(key) }) else { return nil }
            state.overlay = .fields(form)
            return []
        case .profile(var form):
            guard var input = form[input: form.field], input.handle(key) else { return nil }
            return profileFieldEdited(form.field, to: input, form: &form, in: &state)
        case .search:
            return state.log.typeIntoSearch(key) ? [] : nil
        case .nextSendToken:
            guard var line = state.nextSendToken, line.input.handle(key) else { return nil }
            line.token = nil
            state.nextSendToken = line
            return []
        default:
            return nil
        }
    }

    /// The offset after a scrolling command in a dialog drawn at the state's size, kept in range.
    static func scrolled(_ offset: Int, by command: ConsoleCommand, in dialog: Dialog, _ state: AppState) -> Int {
        let room = dialog.room(width: state.width, height: state.height)
        let limit = dialog.maxOffset(width: state.width, height: state.height)
        let step: Int
        switch command {
        case .moveUp: step = -1
        case .moveDown: step = 1
        case .pageUp: step = -max(1, room - 1)
        case .pageDown: step = max(1, room - 1)
        case .first: step = -offset
        case .last: step = limit - offset
        default: step = 0
        }
        return min(max(0, offset + step), limit)
    }

    /// Tab order through `fields`, wrapping.
    static func step<Field: Equatable>(_ field: Field, in fields: [Field], by command: ConsoleCommand) -> Field {
        guard let index = fields.firstIndex(of: field), !fields.isEmpty else { return fields.first ?? field }
        let delta = command == .nextField || command == .nextChoice ? 1 : fields.count - 1
        return fields[(index + delta) % fields.count]
    }
}
