import Foundation
import PushCore

extension Reducer {
    /// Opens the picker on the templates of the selected profile's service and its saved
    /// payloads, which the runner lists.
    static func openTemplates(_ state: inout AppState) -> [Effect] {
        let file = state.profiles.selectedProfile == nil ? nil : state.profiles.selectedEntry?.file
        state.overlay = Overlay(TemplatePicker(profileFile: file, service: state.profiles.selectedProfile?.kind ?? .apns))
        return file.map { [.loadLibrary(profileFile: $0)] } ?? []
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
        guard var picker = state.overlay?.as(TemplatePicker.self), picker.profileFile == report.profileFile else { return }
        if let payloads = report.payloads {
            picker.show(payloads, selecting: report.failure == nil ? report.change?.resultingName : nil)
        } else {
            picker.isLoading = false
            picker.isUnreadable = true
        }
        state.overlay = Overlay(picker)
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
}
