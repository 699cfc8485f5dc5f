import Foundation

extension KeyScope {
    /// The quick alert form.
    static let quickAlert = KeyScope("Quick alert", hasTextFields: true)
}

/// The quick alert form: title, subtitle, body, badge and sound written into the payload; a form
/// of text fields only.
extension QuickAlertForm: FormOverlay {
    static let bindings: [KeyBinding] = Keymap.form(.quickAlert, save: "write the alert into the payload (one undo step)", withChoices: false)

    var keyScope: KeyScope { .quickAlert }

    var tabOrder: [Field] { Field.allCases }

    var focusedInput: LineInput? {
        get { self[input: field] }
        set { if let newValue { self[input: field] = newValue } }
    }

    mutating func reduceFormCommand(_ command: ConsoleCommand, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .activate:
            guard let problem else {
                Reducer.writeQuickAlert(self, in: &state)
                return .close
            }
            if badgeProblem != nil { field = .badge }
            state.status = StatusMessage("not written: \(problem)", style: .error)
        default:
            break
        }
        return .keepOpen
    }

    func draw(over state: AppState, into screen: inout Screen) {
        OverlayView.quickAlert(self, into: &screen)
    }
}
