import Foundation
import PushCore

extension Reducer {
    /// Carries out a keymap command in the focused pane.
    static func perform(_ command: PaneCommand, in state: inout AppState, now: Date) -> [Effect] {
        switch command {
        case .focusNext: state.focus = state.focus.next
        case .focusPrevious: state.focus = state.focus.previous
        case .focus(let pane): state.focus = pane
        case .help: state.overlay = Overlay(HelpState())
        case .messages: state.overlay = Overlay(MessagesState())
        case .close:
            state.status = nil
            if state.focus == .log, let cleared = state.log.clearSearch() { state.status = cleared }
            clearNextSendToken(&state)
        case .typeToken: openNextSendToken(&state)
        case .showDevice: return [.loadDeliveries]
        case .diagnostics: openDiagnostics(&state)
        case .channels: return openChannels(&state)
        case .addProfile: state.overlay = Overlay(ProfileForm(profile: nil, file: nil))
        case .editProfile: return editProfile(&state)
        case .reloadProfiles:
            state.status = StatusMessage("reading the profiles again…", style: .dim)
            return [.loadProfiles]
        case .renameDevice: renameDevice(&state)
        case .copyAsCurl: return copyAsCurl(state.log.selectedRow, in: &state)
        case .viewCopied: viewCopied(&state)
        case .quit: return quit(&state)
        case .send: return offerToKeepNextSendToken(after: send(&state, now: now), in: &state)
        case .move:
            // The focused slice (a list, or the payload editor) consumes them before they get here.
            break
        case .activate: activate(&state)
        case .toggleEnvironment: return toggleEnvironment(&state)
        case .duplicateProfile: return duplicateProfile(&state)
        case .deleteProfile: askToDeleteProfile(&state)
        case .addDevice:
            if let profile = state.profiles.selectedProfile, let form = TokenForm.adding(to: profile, in: &state) { state.overlay = Overlay(form) }
        case .deleteDevice: askToDeleteDevice(&state)
        case .reviveDevice: return reviveDevice(&state)
        case .checkDevice: checkDevice(&state)
        case .format: format(&state)
        case .templates: return openTemplates(&state)
        case .quickAlert: openQuickAlert(&state)
        case .editFields where state.profiles.selectedProfile?.kind == .fcm:
            state.status = StatusMessage("the fields are APNs headers; an FCM message sets its options inside the JSON", style: .warning)
        case .editFields: state.overlay = Overlay(FieldsForm(state.editor.fields))
        case .externalEditor: return [.editExternally(state.editor.text)]
        case .undo: edit(&state, .undo)
        case .redo: edit(&state, .redo)
        case .resend: return resend(&state, now: now)
        case .search: openSearch(&state)
        case .cycleFilter, .nextMatch, .previousMatch, .toggleDevice, .selectAllLive:
            // The Responses and Devices slices consume them.
            break
        }
        return []
    }

    private static func quit(_ state: inout AppState) -> [Effect] {
        // Every draft changed was asked to be saved as it changed; the runner writes them all before it leaves.
        state.isQuitting = true
        return [.quit]
    }

    private static func activate(_ state: inout AppState) {
        switch state.focus {
        case .profiles: state.focus = .tokens
        case .log where state.log.selectedRow != nil: state.overlay = Overlay(DetailsState(row: state.log.selected))
        default: break
        }
    }

    private static func renameDevice(_ state: inout AppState) {
        guard let entry = state.devices.current(in: state.book) else { return }
        var form = TokenForm(service: state.profiles.selectedProfile?.kind)
        form.renaming = entry.token
        form.token.insert(entry.token.text)
        form.label.insert(entry.label)
        form.field = .label
        state.overlay = Overlay(form)
    }

    /// `u`: the device's dead marks cleared, saved as an edit of the profile; a device not marked
    /// dead is left as it is and the status line says so.
    private static func reviveDevice(_ state: inout AppState) -> [Effect] {
        guard case .loaded(let file, let profile)? = state.profiles.selectedEntry,
              let entry = state.devices.current(in: profile.tokens) else { return [] }
        let name = entry.label.isEmpty ? entry.token.shortened : entry.label
        guard let revived = profile.reviving(entry.token), revived != profile else {
            state.status = StatusMessage("\(name) has no dead mark to clear", style: .dim)
            return []
        }
        state.profiles.replace(file: file, with: revived)
        state.status = StatusMessage("\(name)'s dead marks cleared: Ctrl-S sends to it without asking", style: .ok)
        return [.saveProfile(file: file, profile: revived, base: profile)]
    }

    /// `i`: the form for a profile that loads; `$EDITOR` on the file of one that does not.
    private static func editProfile(_ state: inout AppState) -> [Effect] {
        switch state.profiles.selectedEntry {
        case .loaded(let file, let profile)?:
            let form = ProfileForm(profile: profile, file: file)
            state.overlay = Overlay(form)
            return credentialChecks(of: form, after: nil, in: state)
        case .broken(let file, _)?:
            state.status = StatusMessage("opening \((file as NSString).lastPathComponent) in $EDITOR…", style: .dim)
            return [.editProfileFile(file)]
        case nil:
            return []
        }
    }

    /// `y` in Responses and in the details: `row` as a curl command line on the clipboard.
    /// The row's push as a `curl` command line. A row that keeps only the token's last characters
    /// (an earlier session's, `pushtui send`'s) is completed from its profile's book, as `r` does:
    /// with the one device whose token ends in them, or a message saying why not.
    static func copyAsCurl(_ row: LogRow?, in state: inout AppState) -> [Effect] {
        guard let row else { return [] }
        guard let (file, profile) = profile(of: row, in: state) else {
            state.status = StatusMessage("cannot copy: " + profileNotLoaded(for: row, in: state), style: .error)
            return []
        }
        if let request = row.request { return [.copyAsCurl(request, profileFile: file)] }
        guard case .apns = row.service, !row.isBroadcast else {
            state.status = StatusMessage("nothing to copy: this row keeps no device push to rebuild", style: .warning)
            return []
        }
        let matches = row.bookMatches(in: profile.tokens)
        guard matches.count == 1, let token = matches[0].token.deviceToken else {
            let why = matches.isEmpty ? "no device in \(profile.name)'s book ends in \(row.shortToken)"
                : "\(matches.count) devices in \(profile.name)'s book end in \(row.shortToken); r asks which"
            state.status = StatusMessage("nothing to copy: \(why)", style: .warning)
            return []
        }
        return [.copyAsCurl(row.resendRequest(to: token), profileFile: file)]
    }

    private static func format(_ state: inout AppState) {
        switch PayloadDocument(text: state.editor.text).parse {
        case .success(let value):
            edit(&state, .replaceAll(value.prettyText()))
        case .failure(let error):
            state.status = StatusMessage("cannot format: \(error.line):\(error.column): \(error.message)", style: .error)
        }
    }

    static func clamp(_ value: Int, count: Int) -> Int {
        count == 0 ? 0 : min(max(0, value), count - 1)
    }
}
