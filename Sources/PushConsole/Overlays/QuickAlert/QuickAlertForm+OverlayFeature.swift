import Foundation

extension KeyScope {
    static let quickAlert = KeyScope("Quick alert", hasTextFields: true)
}

/// The quick alert form: title, subtitle, body, badge and sound written into the payload; a form
/// of text fields only.
extension QuickAlertForm: OverlayFeature {
    static let bindings: [KeyBinding] = Keymap.form(.quickAlert, save: "write the alert into the payload (one undo step)", withChoices: false)

    var keyScope: KeyScope { .quickAlert }

    mutating func reduce(_ command: ConsoleCommand, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .close:
            return .close
        case .nextField, .previousField:
            field = Reducer.step(field, in: Field.allCases, by: command)
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

    mutating func type(_ key: Key, in state: inout AppState) -> [Effect]? {
        var input = self[input: field]
        guard input.handle(key) else { return nil }
        self[input: field] = input
        return []
    }

    mutating func paste(_ text: String, in state: inout AppState) -> [Effect] {
        self[input: field].insert(text)
        return []
    }

    func draw(over state: AppState, into screen: inout Screen) {
        OverlayView.quickAlert(self, into: &screen)
    }
}
