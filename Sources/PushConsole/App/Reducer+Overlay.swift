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
        case .help(var help):
            state.overlay = help.reduce(command, width: state.width, height: state.height) == .close ? nil : .help(help)
        case .confirm(let confirmation):
            return confirmCommand(command, confirmation: confirmation, in: &state, now: now)
        case .diagnostics(let list):
            diagnosticsCommand(command, list: list, in: &state)
        case .detail(let details):
            return detailsCommand(command, details: details, in: &state)
        case .device(var view):
            state.overlay = view.reduce(command, utcOffset: state.utcOffsetSeconds, width: state.width, height: state.height) == .close ? nil : .device(view)
        case .addToken(var form):
            return tokenFormCommand(command, form: &form, in: &state)
        case .fields(let form):
            fieldsFormCommand(command, form: form, in: &state)
        case .profile(var form):
            return profileFormCommand(command, form: &form, in: &state)
        case .quickAlert(var form):
            quickAlertCommand(command, form: &form, in: &state)
        case .templates(let picker):
            return templatesCommand(command, picker: picker, in: &state, now: now)
        case .channels(let list):
            return channelsCommand(command, list: list, in: &state)
        case .search:
            searchCommand(command, in: &state)
        case .curlImport(let offer):
            curlImportCommand(command, offer: offer, in: &state)
        case .resendChooser(let chooser):
            return resendChooserCommand(command, chooser: chooser, in: &state, now: now)
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
        case .quickAlert(var form):
            var input = form[input: form.field]
            guard input.handle(key) else { return nil }
            form[input: form.field] = input
            state.overlay = .quickAlert(form)
            return []
        case .templates(var picker):
            guard picker.type(key) else { return nil }
            state.overlay = .templates(picker)
            return []
        case .nextSendToken:
            guard var line = state.nextSendToken, line.input.handle(key) else { return nil }
            line.token = nil
            state.nextSendToken = line
            return []
        default:
            return nil
        }
    }

    /// Tab order through `fields`, wrapping.
    static func step<Field: Equatable>(_ field: Field, in fields: [Field], by command: ConsoleCommand) -> Field {
        guard let index = fields.firstIndex(of: field), !fields.isEmpty else { return fields.first ?? field }
        let delta = command == .nextField || command == .nextChoice ? 1 : fields.count - 1
        return fields[(index + delta) % fields.count]
    }
}
