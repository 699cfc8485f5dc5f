import Foundation

extension KeyScope {
    /// The quick alert form.
    static let quickAlert = KeyScope("Quick alert", hasTextFields: true)
}

/// The quick alert form: title, subtitle, body, badge and sound written into the payload (title
/// and body into an FCM message's notification); a form of text fields only.
extension QuickAlertForm: FormOverlay {
    typealias Command = FormCommand

    static let bindings: [CommandBinding<Command>] = Keymap.form(.quickAlert, save: "write the alert into the payload (one undo step)")

    var keyScope: KeyScope { .quickAlert }

    var tabOrder: [Field] { fields }

    var focusedInput: LineInput? {
        get { self[input: field] }
        set { if let newValue { self[input: field] = newValue } }
    }

    /// Enter: the alert goes into the payload, or the status line says why not.
    mutating func save(in state: inout AppState, now: Date) -> OverlayReaction {
        guard let problem else {
            Reducer.writeQuickAlert(self, in: &state)
            return .close
        }
        if badgeProblem != nil { field = .badge }
        state.status = StatusMessage("not written: \(problem)", style: .error)
        return .keepOpen
    }

    func draw(over state: AppState, into screen: inout Screen) {
        OverlayView.quickAlert(self, into: &screen)
    }
}
