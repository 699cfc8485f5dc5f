import Foundation
import PushCore

/// The only place the console's state changes: an action in, the new state and the effects to
/// perform out. Pure: `now` is handed in, IDs come from a counter in the state.
public enum Reducer {
    public static func reduce(_ state: inout AppState, _ action: Action, now: Date) -> [Effect] {
        let said = state.status
        let effects = apply(action, to: &state, now: now)
        if let status = state.status, status != said { state.messages.record(status, at: now) }
        for case .saveProfile(let file, let profile, let base?) in effects {
            state.profiles.ownEdits.remember(OwnEdits.Edit(base: base, edited: profile), file: file)
        }
        // Ahead of the action's own effects, so a quit among them finds the last change asked for.
        return saveChangedDrafts(in: &state) + effects
    }

    /// What `action` does; ``reduce(_:_:now:)`` keeps the status messages it leaves, the profile
    /// changes it saves and the drafts it changes.
    private static func apply(_ action: Action, to state: inout AppState, now: Date) -> [Effect] {
        switch action {
        case .event(let event):
            return handle(event, in: &state, now: now)
        case .tick:
            state.spinnerFrame &+= 1
            armConfirmation(in: &state, now: now)
            return []
        case .profilesLoaded(let entries, let drafts):
            return profilesLoaded(entries, drafts: drafts, in: &state)
        case .historyLoaded(let rows):
            state.log.prepend(history: rows)
            return []
        case .providerTokenSeen(let file, let life):
            state.profiles.providerTokens[file, default: ProviderTokenStatus()].life = life
            return []
        case .historyFollowed(let rows):
            state.log.appendFollowed(rows)
            return []
        case .historySearched(let query, let rows, let isComplete):
            state.log.historySearched(query, rows: rows, isComplete: isComplete)
            return []
        case .pushAnswered(let id, let index, let answer):
            pushAnswered(id, index: index, answer: answer, in: &state, now: now)
            return []
        case .tokenOutcomesLearned(let file, let updates):
            learned(updates, inBookOf: file, in: &state)
            return []
        case .sendFailedToStart(let id, let message):
            state.log.failInFlight(id, message: message)
            state.status = StatusMessage("not sent: \(message)", style: .error)
            return []
        case .externalEditFinished(let text, let message):
            if let text { edit(&state, .replaceAll(text)) }
            if let message { state.status = StatusMessage(message, style: text == nil ? .error : .normal) }
            return []
        case .channelsLoaded(let file, let ids):
            if var list = state.overlay?.as(ChannelList.self), list.profileFile == file {
                list.channelIDs = ids
                list.isLoading = false
                list.selected = clamp(list.selected, count: ids.count)
                state.overlay = Overlay(list)
            }
            return []
        case .certificatesRead(let summaries):
            state.profiles.certificates.merge(summaries) { _, new in new }
            revalidate(&state)
            return []
        case .fcmProjectsRead(let projects):
            state.profiles.fcmProjects.merge(projects) { _, new in new }
            return []
        case .libraryLoaded(let report):
            libraryLoaded(report, in: &state)
            return []
        case .deliveriesLoaded(let deliveries):
            if deliveries.isEmpty {
                state.status = StatusMessage(state.runsEmbeddedSimulator ? "the simulator's device has received nothing yet"
                                             : "the device view shows the built-in simulator (pushtui console --demo)", style: .dim)
            } else {
                state.overlay = Overlay(DeviceViewState(deliveries: deliveries))
            }
            return []
        case .profileFileEdited(let file, let failure):
            let name = (file as NSString).lastPathComponent
            state.status = StatusMessage(failure ?? "\(name) edited; profiles read again", style: failure == nil ? .normal : .error)
            return failure == nil ? [.loadProfiles] : []
        case .keyFileChecked, .certificateChecked, .serviceAccountChecked, .keyringChecked, .simulatorDevicesListed:
            credentialChecked(action, in: &state)
            return []
        case .passphraseStored(let item, let problem):
            return passphraseStored(item: item, problem: problem, in: &state)
        case .quitRequested:
            state.overlay = nil
            return perform(.quit, in: &state, now: now)
        case .notice(let text, let isError):
            state.status = StatusMessage(text, style: isError ? .error : .normal)
            return []
        case .copied(let copy):
            return copied(copy, in: &state)
        case .profileFilesChanged:
            return [.rereadProfiles]
        case .profilesReadAgain(let entries):
            profilesChangedOnDisk(entries, in: &state)
            return []
        case .profileSaved(let file, let sent, let written, let conflicts):
            profileSaved(file: file, sent: sent, written: written, conflicts: conflicts, in: &state)
            return []
        }
    }

    private static func handle(_ event: TerminalEvent, in state: inout AppState, now: Date) -> [Effect] {
        if case .resize(let width, let height) = event {
            state.width = width
            state.height = height
            scrollEditor(&state)
            return []
        }
        // Below the minimum size the screen shows only "enlarge the terminal".
        if state.layout == nil { return hiddenInput(event, in: &state, now: now) }
        switch event {
        case .resize:
            return []
        case .paste(let text):
            return paste(text, in: &state)
        case .click(let row, let column):
            click(row: row, column: column, in: &state)
            return []
        case .key(let key):
            state.status = nil
            if state.overlay != nil { return overlayKey(key, in: &state, now: now) }
            return paneKey(key, in: &state, now: now)
        }
    }

    /// Input while the screen is hidden: nothing the user cannot see may happen, so only the quit
    /// keys act (a resize is handled before); every other key, paste and click is dropped, whatever
    /// pane or dialog had them.
    private static func hiddenInput(_ event: TerminalEvent, in state: inout AppState, now: Date) -> [Effect] {
        guard case .key(let key) = event, Keymap.command(for: key, in: .global) == .quit else { return [] }
        state.overlay = nil
        return perform(.quit, in: &state, now: now)
    }

    private static func paneKey(_ key: Key, in state: inout AppState, now: Date) -> [Effect] {
        let scope = KeyScope(state.focus)
        if state.focus == .payload, let command = EditorKeys.command(for: key) {
            edit(&state, command)
            return []
        }
        guard let command = Keymap.command(for: key, in: scope) else { return [] }
        switch offer(command, toFocusedPaneIn: &state) {
        case .consumed(let status):
            if let status { state.status = status }
            return []
        case .notConsumed:
            return perform(command, in: &state, now: now)
        }
    }

    /// Offers a pane key's command to the focused pane's slice first: what it consumes touches
    /// only that slice; the rest is the app's, which may span slices.
    private static func offer(_ command: PaneCommand, toFocusedPaneIn state: inout AppState) -> EventState {
        switch state.focus {
        case .log:
            return state.log.reduce(command)
        case .tokens:
            let result = state.devices.reduce(command, book: state.book, environment: state.bookEnvironment)
            // Which devices a send goes to decides what the payload is checked against.
            if result != .notConsumed { revalidate(&state) }
            return result
        case .profiles:
            let previous = state.profiles.selectedEntry
            let result = state.profiles.reduce(command)
            // A new selection brings its own draft, fields and devices.
            if state.profiles.selectedEntry?.file != previous?.file { profileEntered(leaving: previous, in: &state) }
            return result
        case .payload:
            return .notConsumed
        }
    }

    private static func paste(_ text: String, in state: inout AppState) -> [Effect] {
        switch state.overlay {
        case .some:
            return overlayPaste(text, in: &state)
        case nil where CurlImportOffer.isCurl(text):
            offerCurlImport(text, in: &state)
        case nil:
            switch state.focus {
            case .payload:
                edit(&state, .paste(text))
            case .tokens where state.profiles.selectedProfile != nil:
                guard let profile = state.profiles.selectedProfile, var form = TokenForm.adding(to: profile, in: &state) else { return [] }
                form.token.insert(text)
                state.overlay = Overlay(form)
            default:
                state.status = StatusMessage("paste into the payload, or into Devices to add a token", style: .dim)
            }
        }
        return []
    }

    private static func click(row: Int, column: Int, in state: inout AppState) {
        guard state.overlay == nil, let layout = state.layout else { return }
        for pane in Pane.allCases {
            let frame = layout.frame(of: pane)
            guard frame.contains(row: row, column: column) else { continue }
            state.focus = pane
            let line = row - frame.row - 1
            switch pane {
            case .profiles where state.profiles.entries.indices.contains(line):
                selectProfile(line, in: &state)
            case .tokens:
                if state.book.indices.contains(line) {
                    state.devices.cursor = line
                    revalidate(&state)
                }
            case .log:
                let visible = state.log.visible
                let first = LogView.firstVisible(count: visible.count, selected: state.log.selected, rows: frame.height - 2, visible: visible)
                if visible.indices.contains(first + line) { state.log.selected = visible[first + line].index }
            default:
                break
            }
        }
    }

    /// Applies an editor command to the Payload slice in the view it is drawn in.
    static func edit(_ state: inout AppState, _ command: EditorCommand) {
        state.editor.apply(command, view: editorView(state), context: state.editorContext)
        // An undo or redo that puts fields back may give the strip a line more or less.
        scrollEditor(&state)
    }

    /// The size of the editor's view (at least 1x1, also while the screen is too small).
    static func editorView(_ state: AppState) -> (height: Int, width: Int) {
        let area = state.layout?.editorArea
        return (max(1, area?.height ?? 1), max(1, area?.width ?? 1))
    }

    /// Keeps the cursor visible after a resize, or after the header strip took a line more or less.
    static func scrollEditor(_ state: inout AppState) {
        guard let area = state.layout?.editorArea else { return }
        state.editor.buffer.scrollToCursor(viewHeight: max(1, area.height), viewWidth: max(1, area.width))
    }

    /// Recomputes the payload check for the current text, fields, profile and devices.
    static func revalidate(_ state: inout AppState) {
        state.editor.revalidate(state.editorContext)
        // A push type the devices suggest reads longer in the strip, which may wrap.
        scrollEditor(&state)
    }
}
