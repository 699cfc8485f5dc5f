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
            if command == .accept { return start(plan, in: &state, now: now) }
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
        default:
            return nil
        }
    }

    /// A profile form field changed: a new key file path is checked on disk (by the runner) and
    /// may bring its Key ID along.
    static func profileFieldEdited(_ field: ProfileForm.Field, to input: LineInput, form: inout ProfileForm,
                                   in state: inout AppState) -> [Effect] {
        let previousPath = form.keyFilePath
        form[input: field] = input
        var effects: [Effect] = []
        if field == .keyFile, form.keyFilePath != previousPath {
            form.keyFileChanged(from: previousPath)
            effects = checkKeyFile(of: form, in: state)
        }
        state.overlay = .profile(form)
        return effects
    }

    /// Asks the runner to read the form's key file, relative to where the profile is (or will be) saved.
    static func checkKeyFile(of form: ProfileForm, in state: AppState) -> [Effect] {
        guard !form.keyFilePath.isEmpty else { return [] }
        let profileFile = form.file ?? "\(state.profilesDirectory ?? ".")/new-profile.json"
        return [.checkKeyFile(path: form.keyFilePath, profileFile: profileFile)]
    }

    /// The offset after a scrolling command in a dialog drawn at the state's size, kept in range.
    private static func scrolled(_ offset: Int, by command: ConsoleCommand, in dialog: Dialog, _ state: AppState) -> Int {
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

    private static func confirm(_ consequence: Confirmation.Consequence, in state: inout AppState) -> [Effect] {
        switch consequence {
        case .deleteProfile(let file):
            state.profiles.entries.removeAll { $0.file == file }
            state.profiles.selected = 0
            profileEntered(leaving: nil, in: &state)
            return [.deleteProfile(file: file)]
        case .deleteToken(_, let token):
            return updateBook(&state) { book in book.removeAll { $0.token == token } }
        case .deleteChannel(let file, let profile, let id):
            if state.channels.target == id { state.channels.target = nil }
            state.overlay = .channels(ChannelList(profileFile: file, profileName: profile.name))
            return [.deleteChannel(profileFile: file, profile: profile, channelID: id)]
        }
    }

    private static func detailCommand(_ command: ConsoleCommand, row: Int, offset: Int, in state: inout AppState) {
        switch command {
        case .close:
            state.overlay = nil
        case .previousItem, .nextItem:
            let visible = state.log.visible.map(\.index)
            guard let position = visible.firstIndex(of: row) else { return }
            let next = clamp(position + (command == .previousItem ? -1 : 1), count: visible.count)
            state.log.selected = visible[next]
            state.overlay = .detail(row: visible[next], offset: next == position ? offset : 0)
        default:
            guard state.log.rows.indices.contains(row) else { return }
            state.overlay = .detail(row: row, offset: scrolled(offset, by: command, in: DetailView.dialog(state.log.rows[row]), state))
        }
    }

    /// Tab order through `fields`, wrapping.
    private static func step<Field: Equatable>(_ field: Field, in fields: [Field], by command: ConsoleCommand) -> Field {
        guard let index = fields.firstIndex(of: field), !fields.isEmpty else { return fields.first ?? field }
        let delta = command == .nextField || command == .nextChoice ? 1 : fields.count - 1
        return fields[(index + delta) % fields.count]
    }

    private static func tokenFormCommand(_ command: ConsoleCommand, form: inout TokenForm, in state: inout AppState) -> [Effect] {
        switch command {
        case .close:
            state.overlay = nil
            return []
        case .nextField, .previousField:
            form.field = step(form.field, in: form.fields, by: command)
        case .nextChoice, .previousChoice:
            if form.field == .kind { form.kind = step(form.kind, in: form.kinds, by: command) }
        case .activate where form.renaming != nil:
            state.overlay = nil
            let label = form.label.text.trimmingCharacters(in: .whitespaces)
            guard let token = form.renaming, !label.isEmpty else { return [] }
            return updateBook(&state) { book in
                if let index = book.firstIndex(where: { $0.token == token }) { book[index].label = label }
            }
        case .activate:
            return addDevice(form, in: &state)
        default:
            break
        }
        state.overlay = .addToken(form)
        return []
    }

    private static func addDevice(_ form: TokenForm, in state: inout AppState) -> [Effect] {
        guard case .success(let token) = form.parsed else { return [] }
        if state.profiles.selectedProfile?.tokens.contains(where: { $0.token == token }) == true {
            state.status = StatusMessage("\(token.shortened) is already in the book", style: .warning)
            return []
        }
        state.overlay = nil
        let label = form.label.text.trimmingCharacters(in: .whitespaces)
        let count = state.profiles.selectedProfile?.tokens.count ?? 0
        let effects = updateBook(&state) { book in
            let label = label.isEmpty ? "Device \(count + 1)" : label
            switch token {
            case .device(let device): book.append(TokenBookEntry(label: label, token: device, kind: form.kind))
            case .registration(let registration): book.append(TokenBookEntry(label: label, registrationToken: registration))
            }
        }
        state.devices.cursor = count
        return effects
    }

    private static func profileFormCommand(_ command: ConsoleCommand, form: inout ProfileForm, in state: inout AppState) -> [Effect] {
        switch command {
        case .close:
            state.overlay = nil
            return []
        case .nextField, .previousField:
            form.field = step(form.field, in: ProfileForm.Field.allCases, by: command)
        case .nextChoice, .previousChoice:
            if form.field == .environment { form.environment = step(form.environment, in: APNsEnvironment.allCases, by: command) }
        case .activate:
            return saveProfile(form, in: &state)
        default:
            break
        }
        state.overlay = .profile(form)
        return []
    }

    private static func saveProfile(_ form: ProfileForm, in state: inout AppState) -> [Effect] {
        guard case .success(let profile) = form.validated() else { return [] }
        state.overlay = nil
        let file = form.file ?? newProfileFile(for: profile.name, in: state)
        if let index = state.profiles.index(of: file) {
            // The payload being edited stays the draft of the profile it was edited for.
            let previous = state.profiles.selectedEntry
            state.profiles.replace(file: file, with: profile)
            state.profiles.selected = index
            profileEntered(leaving: previous, in: &state)
        } else {
            state.profiles.entries.append(.loaded(file: file, profile: profile))
            selectProfile(state.profiles.entries.count - 1, in: &state)
        }
        state.status = StatusMessage("saved \(profile.name) to \(file)")
        return [.saveProfile(file: file, profile: profile)]
    }

    /// `<profiles directory>/<name as a file name>.json`, not taken by another profile.
    private static func newProfileFile(for name: String, in state: AppState) -> String {
        let directory = state.profilesDirectory ?? "."
        let slug = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let base = slug.isEmpty ? "profile" : slug
        var file = "\(directory)/\(base).json"
        var number = 2
        while state.profiles.index(of: file) != nil {
            file = "\(directory)/\(base)-\(number).json"
            number += 1
        }
        return file
    }

    private static func fieldsFormCommand(_ command: ConsoleCommand, form: inout FieldsForm, in state: inout AppState) {
        switch command {
        case .close:
            state.overlay = nil
            return
        case .nextField, .previousField:
            form.field = step(form.field, in: FieldsForm.Field.allCases, by: command)
        case .activate:
            state.editor.fields = form.fields
            state.overlay = nil
            revalidate(&state)
            return
        default:
            break
        }
        state.overlay = .fields(form)
    }

    private static func templatesCommand(_ command: ConsoleCommand, selected: Int, in state: inout AppState, now: Date) {
        switch TemplatePicker.reduce(command, selected: selected) {
        case .select(let index): state.overlay = .templates(selected: index)
        case .close: state.overlay = nil
        case .apply(let template):
            state.overlay = nil
            apply(template, in: &state, now: now)
        case .ignored: break
        }
    }

    /// Puts `template` into the payload with the push type (and priority) it is for, as one undo
    /// step that restores text and fields together.
    private static func apply(_ template: PayloadTemplate, in state: inout AppState, now: Date) {
        let before = FieldsSnapshot(state.editor)
        state.editor.fields.choose(template.pushType)
        if template.pushType == .background { state.editor.fields.choosePriority(5) }
        if state.editor.fields.effectivePriority == 5, template.pushType != .background, template.pushType != .liveactivity {
            state.editor.fields.choosePriority(nil)
        }
        let stamp = Int(now.timeIntervalSince1970)
        // Live Activity templates carry "now"; a send refreshes it unless the user changes it.
        state.editor.templateTimestamp = template.pushType == .liveactivity ? stamp : nil
        // Text and fields are one undo step.
        let view = editorView(state)
        state.editor.buffer.replaceAll(template.text(now: stamp), before: UndoSnapshot(before), after: UndoSnapshot(FieldsSnapshot(state.editor)),
                                       viewHeight: view.height, viewWidth: view.width)
        revalidate(&state)
    }
}
