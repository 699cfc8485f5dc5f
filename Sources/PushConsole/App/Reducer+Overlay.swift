import Foundation
import PushCore

extension Reducer {
    /// Keys while an overlay is open: it takes them all.
    static func overlayKey(_ key: Key, in state: inout AppState, now: Date) -> [Effect] {
        guard let overlay = state.overlay else { return [] }
        if key == .escape || key == .control("q") && !overlay.hasTextFields {
            state.overlay = nil
            return []
        }
        switch overlay {
        case .help(let offset):
            switch key {
            case .down: state.overlay = .help(offset: offset + 1)
            case .up: state.overlay = .help(offset: max(0, offset - 1))
            case .pageDown: state.overlay = .help(offset: offset + 10)
            case .pageUp: state.overlay = .help(offset: max(0, offset - 10))
            default: state.overlay = nil
            }
        case .confirmProduction(let plan):
            state.overlay = nil
            if key == .character("y") || key == .character("Y") { return start(plan, in: &state, now: now) }
            state.status = StatusMessage("not sent", style: .dim)
        case .confirm(let confirmation):
            state.overlay = nil
            if key == .character("y") || key == .character("Y") { return confirm(confirmation.consequence, in: &state) }
        case .detail(let row):
            detailKey(key, row: row, in: &state)
        case .addToken(var form):
            return tokenFormKey(key, form: &form, in: &state)
        case .fields(var form):
            fieldsFormKey(key, form: &form, in: &state)
        case .templates(let selected):
            templatesKey(key, selected: selected, in: &state, now: now)
        case .profile(var form):
            return profileFormKey(key, form: &form, in: &state)
        case .device:
            state.overlay = nil
        case .channels(let list):
            return channelsKey(key, list: list, in: &state)
        case .confirmBroadcast(let plan):
            state.overlay = nil
            if key == .character("y") || key == .character("Y") { return startBroadcast(plan, in: &state, now: now) }
            state.status = StatusMessage("not sent", style: .dim)
        }
        return []
    }

    private static func confirm(_ consequence: Confirmation.Consequence, in state: inout AppState) -> [Effect] {
        switch consequence {
        case .deleteProfile(let file):
            state.profiles.removeAll { $0.file == file }
            state.profileIndex = -1
            selectProfile(0, in: &state)
            return [.deleteProfile(file: file)]
        case .deleteToken(_, let token):
            return updateBook(&state) { book in book.removeAll { $0.token == token } }
        case .deleteChannel(let file, let profile, let id):
            if state.channelTarget == id { state.channelTarget = nil }
            state.overlay = .channels(ChannelList(profileFile: file, profileName: profile.name))
            return [.deleteChannel(profileFile: file, profile: profile, channelID: id)]
        }
    }

    private static func detailKey(_ key: Key, row: Int, in state: inout AppState) {
        switch key {
        case .up, .down:
            let visible = state.visibleLog.map(\.index)
            guard let position = visible.firstIndex(of: row) else { return }
            let next = clamp(position + (key == .up ? -1 : 1), count: visible.count)
            state.logIndex = visible[next]
            state.overlay = .detail(row: visible[next])
        default:
            state.overlay = nil
        }
    }

    private static func tokenFormKey(_ key: Key, form: inout TokenForm, in state: inout AppState) -> [Effect] {
        switch key {
        case .tab, .backTab, .up, .down:
            form.field = form.renaming == nil ? 1 - form.field : 1
        case .enter where form.renaming != nil:
            state.overlay = nil
            let label = form.label.text.trimmingCharacters(in: .whitespaces)
            guard let token = form.renaming, !label.isEmpty else { return [] }
            return updateBook(&state) { book in
                if let index = book.firstIndex(where: { $0.token == token }) { book[index].label = label }
            }
        case .enter:
            guard case .success(let token) = form.parsed else {
                state.overlay = .addToken(form)
                return []
            }
            if state.selectedProfile?.tokens.contains(where: { $0.token == token }) == true {
                state.status = StatusMessage("\(token.shortened) is already in the book", style: .warning)
                state.overlay = .addToken(form)
                return []
            }
            state.overlay = nil
            let label = form.label.text.trimmingCharacters(in: .whitespaces)
            let count = state.selectedProfile?.tokens.count ?? 0
            let effects = updateBook(&state) { book in
                let label = label.isEmpty ? "Device \(count + 1)" : label
                switch token {
                case .device(let device): book.append(TokenBookEntry(label: label, token: device, kind: form.kind))
                case .registration(let registration): book.append(TokenBookEntry(label: label, registrationToken: registration))
                }
            }
            state.tokenIndex = count
            return effects
        default:
            // A renamed device keeps its token: only the label is editable.
            if form.field == 0, form.renaming == nil { _ = form.token.handle(key) } else if form.field == 1 { _ = form.label.handle(key) }
        }
        state.overlay = .addToken(form)
        return []
    }

    private static func profileFormKey(_ key: Key, form: inout ProfileForm, in state: inout AppState) -> [Effect] {
        switch key {
        case .tab, .down, .backTab, .up:
            form.field = nextField(after: key, from: form.field, count: form.inputs.count)
        case .enter:
            guard case .success(let profile) = form.validated() else {
                state.overlay = .profile(form)
                return []
            }
            state.overlay = nil
            let file = form.file ?? newProfileFile(for: profile.name, in: state)
            if let index = state.profiles.firstIndex(where: { $0.file == file }) {
                state.profiles[index] = .loaded(file: file, profile: profile)
                state.profileIndex = -1
                selectProfile(index, in: &state)
            } else {
                state.profiles.append(.loaded(file: file, profile: profile))
                selectProfile(state.profiles.count - 1, in: &state)
            }
            state.status = StatusMessage("saved \(profile.name) to \(file)")
            return [.saveProfile(file: file, profile: profile)]
        default:
            _ = form.inputs[form.field].handle(key)
        }
        state.overlay = .profile(form)
        return []
    }

    /// The field Tab/↓ (forward) or Shift-Tab/↑ (back) moves to in a form of `count` fields, wrapping.
    private static func nextField(after key: Key, from field: Int, count: Int) -> Int {
        let step = key == .tab || key == .down ? 1 : count - 1
        return (field + step) % count
    }

    /// `<profiles directory>/<name as a file name>.json`, not taken by another profile.
    private static func newProfileFile(for name: String, in state: AppState) -> String {
        let directory = state.profilesDirectory ?? "."
        let slug = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let base = slug.isEmpty ? "profile" : slug
        var file = "\(directory)/\(base).json"
        var number = 2
        while state.profiles.contains(where: { $0.file == file }) {
            file = "\(directory)/\(base)-\(number).json"
            number += 1
        }
        return file
    }

    private static func fieldsFormKey(_ key: Key, form: inout FieldsForm, in state: inout AppState) {
        switch key {
        case .tab, .down, .backTab, .up:
            form.field = nextField(after: key, from: form.field, count: form.inputs.count)
        case .enter:
            state.fields = form.fields
            state.pushTypeFollowsDevices = false
            state.overlay = nil
            revalidate(&state)
            return
        default:
            _ = form.inputs[form.field].handle(key)
        }
        state.overlay = .fields(form)
    }

    private static func templatesKey(_ key: Key, selected: Int, in state: inout AppState, now: Date) {
        let count = PayloadTemplate.all.count
        switch key {
        case .up: state.overlay = .templates(selected: (selected + count - 1) % count)
        case .down: state.overlay = .templates(selected: (selected + 1) % count)
        case .enter:
            let template = PayloadTemplate.all[selected]
            state.overlay = nil
            state.fields.pushType = template.pushType
            state.pushTypeFollowsDevices = false
            if template.pushType == .background { state.fields.choosePriority(5) }
            if state.fields.effectivePriority == 5, template.pushType != .background, template.pushType != .liveactivity {
                state.fields.choosePriority(nil)
            }
            let stamp = Int(now.timeIntervalSince1970)
            edit(&state, .replaceAll(template.text(now: stamp)))
            // Live Activity templates carry "now"; a send refreshes it unless the user changes it.
            state.templateTimestamp = template.pushType == .liveactivity ? stamp : nil
            revalidate(&state)
        default:
            break
        }
    }
}

extension Overlay {
    /// Overlays with text fields take letters as text, so only Esc closes them.
    var hasTextFields: Bool {
        switch self {
        case .addToken, .fields: return true
        default: return false
        }
    }
}
