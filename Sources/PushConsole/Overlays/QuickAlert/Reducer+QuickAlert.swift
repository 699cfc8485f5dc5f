import Foundation
import PushCore

extension Reducer {
    /// F7: the quick alert form, filled from the alert the payload already carries: an APNs alert,
    /// or an FCM message's notification for an FCM profile.
    static func openQuickAlert(_ state: inout AppState) {
        let text = state.editor.text
        state.overlay = Overlay(state.profiles.selectedProfile?.kind == .fcm ? QuickAlertForm(fcmMessage: text) : QuickAlertForm(payload: text))
    }

    /// Writes the form into the payload as one undo step; the push type becomes alert unless the
    /// user chose another. The status line says what was kept and what was not.
    static func writeQuickAlert(_ form: QuickAlertForm, in state: inout AppState) {
        guard form.service == .apns else { return writeFCMNotification(form, in: &state) }
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

    /// Writes the form's title and body into the FCM message's notification as one undo step; an
    /// FCM message has no header fields to change. The status line says what was kept, and when
    /// Apple devices show the message's own APNs alert instead.
    private static func writeFCMNotification(_ form: QuickAlertForm, in state: inout AppState) {
        let written = form.message(over: state.editor.text)
        changePush(text: written.text, in: &state) { _ in }
        var notes = ["wrote the notification into the message"]
        if written.keptOthers { notes.append("its target and other fields are kept") }
        if written.replaced { notes.append("the message was not a JSON object, so a new one replaced it (Ctrl-Z brings it back)") }
        if written.overridden { notes.append("its apns.payload has an alert of its own, which Apple devices show instead") }
        state.status = StatusMessage(notes.joined(separator: "; "), style: written.replaced || written.overridden ? .warning : .ok)
    }
}
