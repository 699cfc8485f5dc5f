import Foundation
import PushCore

extension Reducer {
    /// Carries out a keymap command in the focused pane.
    static func perform(_ command: ConsoleCommand, in state: inout AppState, now: Date) -> [Effect] {
        switch command {
        case .focusNext: state.focus = state.focus.next
        case .focusPrevious: state.focus = state.focus.previous
        case .focus(let pane): state.focus = pane
        case .help: state.overlay = .help(offset: 0)
        case .close: state.status = nil
        case .showDevice: return [.loadDeliveries]
        case .diagnostics: openDiagnostics(&state)
        case .channels: return openChannels(&state)
        case .addProfile: state.overlay = .profile(ProfileForm(profile: nil, file: nil))
        case .editProfile: return editProfile(&state)
        case .reloadProfiles:
            state.status = StatusMessage("reading the profiles again…", style: .dim)
            return [.loadProfiles]
        case .renameDevice: renameDevice(&state)
        case .copyAsCurl: return copyAsCurl(&state)
        case .quit: return quit(&state)
        case .send: return send(&state, now: now)
        case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last: move(command, in: &state)
        case .activate: activate(&state)
        case .toggleEnvironment: return toggleEnvironment(&state)
        case .duplicateProfile: return duplicateProfile(&state)
        case .deleteProfile: askToDeleteProfile(&state)
        case .toggleDevice: toggleDevice(&state)
        case .selectAllLive: selectAllLive(&state)
        case .addDevice:
            if let profile = state.selectedProfile { state.overlay = .addToken(TokenForm(service: profile.kind)) }
        case .deleteDevice: askToDeleteDevice(&state)
        case .format: format(&state)
        case .templates: state.overlay = .templates(selected: 0)
        case .editFields where state.selectedProfile?.kind == .fcm:
            state.status = StatusMessage("the fields are APNs headers; an FCM message sets its options inside the JSON", style: .warning)
        case .editFields: state.overlay = .fields(FieldsForm(state.fields))
        case .externalEditor: return [.editExternally(state.editor.text)]
        case .undo: edit(&state, .undo)
        case .redo: edit(&state, .redo)
        case .resend: return resend(&state, now: now)
        case .cycleFilter: cycleFilter(&state)
        case .accept, .nextField, .previousField, .nextChoice, .previousChoice, .previousItem, .nextItem,
             .createChannel, .createStoredChannel, .deleteChannel, .sendToDevices:
            // Dialog commands: the keymap binds them in dialogs only.
            break
        }
        return []
    }

    private static func quit(_ state: inout AppState) -> [Effect] {
        state.isQuitting = true
        guard state.selectedProfile != nil, let file = state.selectedEntry?.file else { return [.quit] }
        return [.saveDraft(profileFile: file, text: state.editor.text), .quit]
    }

    private static func move(_ command: ConsoleCommand, in state: inout AppState) {
        let step: Int
        switch command {
        case .moveUp: step = -1
        case .moveDown: step = 1
        case .pageUp: step = -10
        case .pageDown: step = 10
        case .first: step = Int.min / 2
        default: step = Int.max / 2
        }
        switch state.focus {
        case .profiles:
            selectProfile(clamp(state.profileIndex + step, count: state.profiles.count), in: &state)
        case .tokens:
            state.tokenIndex = clamp(state.tokenIndex + step, count: state.selectedProfile?.tokens.count ?? 0)
            revalidate(&state)
        case .log:
            let visible = state.visibleLog.map(\.index)
            let position = visible.firstIndex(of: state.logIndex) ?? visible.count - 1
            let target = clamp(position + step, count: visible.count)
            if visible.indices.contains(target) { state.logIndex = visible[target] }
        case .payload:
            break
        }
    }

    private static func activate(_ state: inout AppState) {
        switch state.focus {
        case .profiles: state.focus = .tokens
        case .log where state.log.indices.contains(state.logIndex): state.overlay = .detail(row: state.logIndex, offset: 0)
        default: break
        }
    }

    private static func toggleDevice(_ state: inout AppState) {
        guard let book = state.selectedProfile?.tokens, book.indices.contains(state.tokenIndex) else { return }
        let token = book[state.tokenIndex].token
        if state.selectedTokens.remove(token) == nil { state.selectedTokens.insert(token) }
        revalidate(&state)
    }

    private static func renameDevice(_ state: inout AppState) {
        guard let book = state.selectedProfile?.tokens, book.indices.contains(state.tokenIndex) else { return }
        var form = TokenForm(service: state.selectedProfile?.kind)
        form.renaming = book[state.tokenIndex].token
        form.token.insert(book[state.tokenIndex].token.text)
        form.label.insert(book[state.tokenIndex].label)
        form.field = .label
        state.overlay = .addToken(form)
    }

    /// `i`: the form for a profile that loads; `$EDITOR` on the file of one that does not.
    private static func editProfile(_ state: inout AppState) -> [Effect] {
        switch state.selectedEntry {
        case .loaded(let file, let profile)?:
            guard case .token? = profile.apns?.auth else {
                state.status = StatusMessage("the form edits .p8 token profiles; edit \((file as NSString).lastPathComponent) in an editor for now",
                                             style: .warning)
                return []
            }
            let form = ProfileForm(profile: profile, file: file)
            state.overlay = .profile(form)
            return checkKeyFile(of: form, in: state)
        case .broken(let file, _)?:
            state.status = StatusMessage("opening \((file as NSString).lastPathComponent) in $EDITOR…", style: .dim)
            return [.editProfileFile(file)]
        case nil:
            return []
        }
    }

    private static func copyAsCurl(_ state: inout AppState) -> [Effect] {
        guard state.log.indices.contains(state.logIndex), let request = state.log[state.logIndex].request else {
            state.status = StatusMessage("nothing to copy: pushes from an earlier session keep tokens shortened", style: .warning)
            return []
        }
        let row = state.log[state.logIndex]
        guard let file = profile(of: row, in: state)?.file else {
            state.status = StatusMessage("cannot copy: the profile \(row.profileName) is gone", style: .error)
            return []
        }
        return [.copyAsCurl(request, profileFile: file)]
    }

    private static func selectAllLive(_ state: inout AppState) {
        guard let book = state.selectedProfile?.tokens else { return }
        state.selectedTokens = Set(book.filter { !$0.isDead }.map(\.token))
        let dead = book.count - state.selectedTokens.count
        state.status = StatusMessage("\(state.selectedTokens.count) live devices chosen" + (dead > 0 ? ", \(dead) dead left out" : ""))
        revalidate(&state)
    }

    private static func format(_ state: inout AppState) {
        switch PayloadDocument(text: state.editor.text).parse {
        case .success(let value):
            edit(&state, .replaceAll(value.prettyText()))
        case .failure(let error):
            state.status = StatusMessage("cannot format: \(error.line):\(error.column): \(error.message)", style: .error)
        }
    }

    private static func cycleFilter(_ state: inout AppState) {
        let order: [PushOutcome?] = [nil] + PushOutcome.allCases
        let position = order.firstIndex(of: state.logFilter) ?? 0
        state.logFilter = order[(position + 1) % order.count]
        if let last = state.visibleLog.last { state.logIndex = last.index }
        state.status = StatusMessage("showing " + (state.logFilter.map { "\($0.label.lowercased()) responses" } ?? "every response"))
    }

    static func clamp(_ value: Int, count: Int) -> Int {
        count == 0 ? 0 : min(max(0, value), count - 1)
    }
}
