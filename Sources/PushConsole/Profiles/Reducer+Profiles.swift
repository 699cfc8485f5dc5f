import Foundation
import PushCore

extension Reducer {
    /// The profiles directory was read, at launch or again (`R`, or after a file was edited): the
    /// selection stays on its file; a profile fixed on disk becomes usable at once; without a
    /// selection to keep, the first profile that loads is chosen, not a broken file.
    static func profilesLoaded(_ entries: [ProfileEntry], drafts: [String: PayloadDraft], in state: inout AppState) -> [Effect] {
        let isReload = !state.profiles.entries.isEmpty
        state.drafts.merge(keyedByFile(drafts, entries: entries)) { current, _ in current }
        adopt(entries, in: &state)
        let broken = entries.filter { $0.profile == nil }.count
        let brokenNote = "\(broken) profile file\(broken == 1 ? "" : "s") could not be read: see the Profiles pane (files left untouched)"
        if isReload {
            let loaded = entries.count - broken
            state.status = StatusMessage("read \(loaded) profile\(loaded == 1 ? "" : "s")" + (broken > 0 ? "; " + brokenNote : ""),
                                         style: broken > 0 ? .error : .normal)
        } else if broken > 0, state.profiles.selectedProfile != nil {
            state.status = StatusMessage(brokenNote, style: .error)
        }
        return []
    }

    /// `entries` as read from disk become the profiles: the selection stays on its file, the
    /// Devices cursor on its device; a selected profile fixed on disk becomes usable at once; when
    /// the selection's file is gone, the first profile that loads is chosen (nothing to keep a
    /// draft for).
    static func adopt(_ entries: [ProfileEntry], in state: inout AppState) {
        let previous = state.profiles.selectedEntry
        let previousBook = state.book
        state.profiles.entries = entries
        guard let index = state.profiles.index(of: previous?.file) else {
            state.profiles.selected = entries.firstIndex { $0.profile != nil } ?? 0
            profileEntered(leaving: nil, in: &state)
            return
        }
        state.profiles.selected = index
        if previous?.profile == nil, entries[index].profile != nil {
            profileEntered(leaving: nil, in: &state)
        } else {
            state.devices.keep(in: state.book, following: previousBook)
            revalidate(&state)
        }
    }

    /// Moves the selection to profile `index`, unless it is there already (and has its payload).
    static func selectProfile(_ index: Int, in state: inout AppState) {
        guard index != state.profiles.selected || state.editor.text.isEmpty else { return }
        let previous = state.profiles.selectedEntry
        state.profiles.selected = clamp(index, count: state.profiles.entries.count)
        profileEntered(leaving: previous, in: &state)
    }

    /// The selection is on a profile (another one, or the same one changed): the payload being
    /// edited is kept as the draft of the `previous` profile, and the selected one brings its draft,
    /// its defaults and no devices chosen.
    static func profileEntered(leaving previous: ProfileEntry?, in state: inout AppState) {
        keepDraft(of: previous, in: &state)
        state.devices = DevicesState()
        // A token typed for the profile left behind is not one of this profile's.
        state.nextSendToken = nil
        guard let profile = state.profiles.selectedProfile else {
            if case .broken(let file, let problem)? = state.profiles.selectedEntry {
                state.status = StatusMessage("✗ \((file as NSString).lastPathComponent): \(problem) (the file is left as it is)", style: .error)
            }
            revalidate(&state)
            return
        }
        // By file, the profile's identity; a draft's header fields win over the profile's defaults.
        let file = state.profiles.selectedEntry?.file ?? ""
        state.editor.fields = PushFields(defaults: profile.defaults, draft: state.drafts[file]?.headers)
        // Without a draft, the profile's service's own payload: an FCM profile never starts with an APNs one.
        let draft = state.drafts[file]?.payload ?? PayloadTemplate.standard(for: profile.kind).text(now: 0)
        // The profile's own document, with an undo history of its own: Ctrl-Z never takes the
        // payload back to the profile left behind, nor to nothing at launch, nor puts back fields
        // set before the profile's defaults replaced them.
        if draft != state.editor.text {
            state.editor.buffer = TextEditor(text: draft)
            scrollEditor(&state)
        } else {
            state.editor.buffer.forgetHistory()
        }
        keepEnteredDraft(of: file, in: &state)
        revalidate(&state)
    }

    /// `drafts` by profile file, the profile's identity: a draft an older pushtui saved under a
    /// profile's name goes to each loaded file of that name that has none of its own.
    private static func keyedByFile(_ drafts: [String: PayloadDraft], entries: [ProfileEntry]) -> [String: PayloadDraft] {
        var keyed = drafts
        for case .loaded(let file, let profile) in entries where keyed[file] == nil {
            keyed[file] = drafts[profile.name]
        }
        return keyed
    }

    static func toggleEnvironment(_ state: inout AppState) -> [Effect] {
        if case .broken(let file, let problem)? = state.profiles.selectedEntry {
            state.status = StatusMessage("cannot switch \((file as NSString).lastPathComponent): it does not load (\(problem)); i opens it in $EDITOR",
                                         style: .error)
            return []
        }
        guard case .loaded(let file, var profile) = state.profiles.selectedEntry else { return [] }
        let base = profile
        guard case .apns(var settings) = profile.service else {
            let service = profile.kind == .fcm ? "an FCM profile: FCM" : "an iOS Simulator profile: the Simulator"
            state.status = StatusMessage("\(profile.name) is \(service) has no sandbox or production", style: .warning)
            return []
        }
        // On Apple's host the host is the environment: switching would save a profile that contradicts it.
        if let endpoint = profile.endpoint, let hostEnvironment = APNsEnvironment(appleHostOf: endpoint) {
            state.status = StatusMessage("\(profile.name) sends to \(endpoint), Apple \(hostEnvironment.rawValue): "
                                         + "its endpoint decides the environment; change the endpoint (i) instead", style: .warning)
            return []
        }
        settings.environment = settings.environment.other
        profile.service = .apns(settings)
        state.profiles.replace(file: file, with: profile)
        let loud = settings.environment == .production
        state.status = StatusMessage("\(profile.name) now sends to \(settings.environment.rawValue.uppercased())"
                                     + (profile.endpoint != nil ? " (through its custom endpoint)" : "")
                                     + (loud ? ": every send will ask first" : ""), style: loud ? .production : .sandbox)
        return [.saveProfile(file: file, profile: profile, base: base)]
    }

    static func duplicateProfile(_ state: inout AppState) -> [Effect] {
        guard case .loaded(let file, var profile) = state.profiles.selectedEntry else { return [] }
        let directory = (file as NSString).deletingLastPathComponent
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        var copy = 1
        var target = "\(directory)/\(stem)-copy.json"
        while state.profiles.index(of: target) != nil {
            copy += 1
            target = "\(directory)/\(stem)-copy\(copy).json"
        }
        profile.name += copy == 1 ? " copy" : " copy \(copy)"
        state.profiles.entries.append(.loaded(file: target, profile: profile))
        selectProfile(state.profiles.entries.count - 1, in: &state)
        state.status = StatusMessage("duplicated as \(profile.name) (\(target))")
        return [.saveProfile(file: target, profile: profile, base: nil)]
    }

    static func askToDeleteProfile(_ state: inout AppState) {
        guard let entry = state.profiles.selectedEntry else { return }
        let name = entry.profile?.name ?? (entry.file as NSString).lastPathComponent
        state.overlay = Overlay(Confirmation(question: "Delete the profile \(name) (\(entry.file))?",
                                              consequence: .deleteProfile(file: entry.file)))
    }

    static func askToDeleteDevice(_ state: inout AppState) {
        guard case .loaded(let file, let profile) = state.profiles.selectedEntry, let entry = state.devices.current(in: profile.tokens) else { return }
        state.overlay = Overlay(Confirmation(question: "Delete \(entry.label) (\(entry.token.shortened)) from \(profile.name)?",
                                              consequence: .deleteToken(profileFile: file, token: entry.token)))
    }

    /// Changes the selected profile's token book and saves it.
    static func updateBook(_ state: inout AppState, _ change: (inout [TokenBookEntry]) -> Void) -> [Effect] {
        guard case .loaded(let file, var profile) = state.profiles.selectedEntry else { return [] }
        let base = profile
        change(&profile.tokens)
        state.profiles.replace(file: file, with: profile)
        state.devices.keep(in: profile.tokens)
        revalidate(&state)
        return [.saveProfile(file: file, profile: profile, base: base)]
    }

    /// A profile was written: the file's profile as written — with what other processes changed in
    /// it — becomes the console's, with any change made here since the save was asked for laid over
    /// it again. Fields both changed are said: this console's change was kept.
    static func profileSaved(file: String, sent: Profile, written: Profile, conflicts: [String], in state: inout AppState) {
        guard let index = state.profiles.index(of: file), case .loaded(_, let current) = state.profiles.entries[index] else { return }
        let adopted = written.applyingEdits(from: sent, to: current).profile
        if adopted != current {
            state.profiles.replace(file: file, with: adopted)
            if index == state.profiles.selected {
                state.devices.keep(in: adopted.tokens, following: current.tokens)
                revalidate(&state)
            }
        }
        if !conflicts.isEmpty {
            state.status = StatusMessage("\(adopted.name) was also changed by another program (\(conflicts.joined(separator: ", "))): "
                                         + "this console's change was kept", style: .warning)
        }
    }
}
