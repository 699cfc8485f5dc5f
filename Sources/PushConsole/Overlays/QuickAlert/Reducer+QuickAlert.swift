import Foundation
import PushCore

extension Reducer {
    /// F7: the quick alert form, filled from the alert the payload already carries. An FCM
    /// message is not an APNs payload, so an FCM profile says so instead.
    static func openQuickAlert(_ state: inout AppState) {
        guard state.profiles.selectedProfile?.kind != .fcm else {
            state.status = StatusMessage("the quick alert writes an APNs payload; this profile sends FCM messages", style: .error)
            return
        }
        state.overlay = Overlay(QuickAlertForm(payload: state.editor.text))
    }

    /// Writes the form into the payload as one undo step; the push type becomes alert unless the
    /// user chose another. The status line says what was kept and what was not.
    static func writeQuickAlert(_ form: QuickAlertForm, in state: inout AppState) {
        let written = form.payload(over: state.editor.text)
        let chosen = state.editor.fields.pushTypeOrigin == .chosen ? state.editor.fields.pushType : nil
        changePush(text: written.text, in: &state) { value in
            if chosen == nil { value.fields.choose(.alert) }
        }
        var notes = ["wrote the alert into the payload"]
        if written.keptOthers { notes.append("its other keys are kept") }
        if written.replaced { notes.append("the payload was not a JSON object, so the alert replaced it (Ctrl-Z brings it back)") }
        if let chosen, chosen != .alert { notes.append("the push type stays \(chosen.rawValue), as chosen") }
        state.status = StatusMessage(notes.joined(separator: "; "), style: written.replaced || (chosen.map { $0 != .alert } ?? false) ? .warning : .ok)
    }
}
