import Foundation
import PushCore

extension Reducer {
    /// Opens the picker on the selected profile's saved payloads, which the runner lists.
    static func openTemplates(_ state: inout AppState) -> [Effect] {
        let file = state.profiles.selectedProfile == nil ? nil : state.profiles.selectedEntry?.file
        state.overlay = .templates(TemplatePicker(profileFile: file))
        return file.map { [.loadLibrary(profileFile: $0)] } ?? []
    }

    static func templatesCommand(_ command: ConsoleCommand, picker: TemplatePicker, in state: inout AppState, now: Date) -> [Effect] {
        var picker = picker
        let request = picker.reduce(command)
        state.overlay = .templates(picker)
        switch request {
        case nil:
            return []
        case .close:
            state.overlay = nil
            return []
        case .apply(let index):
            guard picker.choices.indices.contains(index) else { return [] }
            state.overlay = nil
            switch picker.choices[index] {
            case .builtIn(let template): apply(template, in: &state, now: now)
            case .saved(let saved): apply(saved, in: &state)
            }
            return []
        case .save(let name, let replacing):
            guard let file = picker.profileFile else { return [] }
            switch savedPayload(named: name, state.editor, isFCM: state.profiles.selectedProfile?.kind == .fcm, now: now) {
            case .success(let payload):
                return [.changeLibrary(profileFile: file, .save(payload, replacing: replacing))]
            case .failure(let problem):
                state.status = StatusMessage("not saved: \(problem.message)", style: .error)
                return []
            }
        case .change(let change):
            guard let file = picker.profileFile else { return [] }
            return [.changeLibrary(profileFile: file, change)]
        case .tell(let message):
            state.status = message
            return []
        }
    }

    /// The runner listed a profile's saved payloads (after a change, or for the picker opening):
    /// an open picker for that profile shows them. What failed, or what a change did, goes to the
    /// status line; nothing else changes.
    static func libraryLoaded(_ report: LibraryReport, in state: inout AppState) {
        if let failure = report.failure {
            state.status = StatusMessage(failure, style: .error)
        } else if let change = report.change {
            state.status = StatusMessage(change.doneMessage, style: .ok)
        }
        guard case .templates(var picker) = state.overlay, picker.profileFile == report.profileFile else { return }
        if let payloads = report.payloads {
            picker.show(payloads, selecting: report.failure == nil ? report.change?.resultingName : nil)
        } else {
            picker.isLoading = false
            picker.isUnreadable = true
        }
        state.overlay = .templates(picker)
    }

    /// The payload being edited with the header fields the user set, as the library keeps it: the
    /// push type only when the user chose it, a relative expiration as the time it stands for now.
    /// An FCM message has no header fields.
    static func savedPayload(named name: String, _ editor: EditorState, isFCM: Bool, now: Date) -> Result<SavedPayload, FieldProblem> {
        guard !isFCM else { return .success(SavedPayload(name: name, payload: editor.text)) }
        let fields = editor.fields
        if let problem = fields.problems.first { return .failure(problem) }
        var headers = fields.headers(now: Int(now.timeIntervalSince1970))
        // The apns-id names one push; a saved payload is sent many times.
        headers.apnsID = nil
        if fields.pushTypeOrigin != .chosen { headers.pushType = nil }
        return .success(SavedPayload(name: name, payload: editor.text, headers: headers))
    }

    /// Puts `template` into the payload with the push type (and, for background, the priority) it
    /// is for; every other header field goes back to the profile's defaults.
    private static func apply(_ template: PayloadTemplate, in state: inout AppState, now: Date) {
        let stamp = Int(now.timeIntervalSince1970)
        // Live Activity templates carry "now"; a send refreshes it unless the user changes it.
        replacePushValue(text: template.text(now: stamp),
                         headers: PushHeaders(pushType: template.pushType, priority: template.pushType == .background ? 5 : nil),
                         templateTimestamp: template.pushType == .liveactivity ? stamp : nil, in: &state)
    }

    /// Puts a saved payload into the editor with the header fields saved with it; a field it does
    /// not carry goes back to the profile's default (the push type to the devices and the profile's).
    private static func apply(_ saved: SavedPayload, in state: inout AppState) {
        var headers = saved.headers
        // The topic is the route's: a different one is said below, never sent.
        headers.topic = nil
        replacePushValue(text: saved.payload, headers: headers, in: &state)
        if let topic = saved.headers.topic {
            // The console derives the topic from the profile; saying so beats sending elsewhere silently.
            state.status = StatusMessage("'\(saved.name)' was saved with topic \(topic); the console sends to the profile's topic \(state.nextTopic)",
                                         style: .warning)
        }
    }
}
