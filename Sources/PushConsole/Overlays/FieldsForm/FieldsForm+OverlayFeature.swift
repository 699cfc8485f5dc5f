import Foundation

extension KeyScope {
    /// The header strip's form (F2).
    static let fieldsForm = KeyScope("Push fields", hasTextFields: true)
}

/// The header strip's form (F2): a form without choice fields.
extension FieldsForm: FormOverlay {
    typealias Command = FormCommand

    static let bindings: [CommandBinding<Command>] = Keymap.form(.fieldsForm, save: "apply the fields")

    var keyScope: KeyScope { .fieldsForm }

    var tabOrder: [Field] { Field.allCases }

    /// The focused field's input; an edit of the push type makes it the user's choice.
    var focusedInput: LineInput? {
        get { self[input: field] }
        set { if let newValue { editFocused { $0 = newValue; return true } } }
    }

    /// Enter: the header strip takes the fields as typed, in one undo step like a text edit; a
    /// field a send would refuse keeps the form open on it, and the status line says why.
    mutating func save(in state: inout AppState, now: Date) -> OverlayReaction {
        if let error = firstError {
            field = error.field
            state.status = StatusMessage("not applied: \(error.finding.message); fix it, or Esc leaves the fields as they were", style: .error)
            return .keepOpen
        }
        let fields = self.fields
        Reducer.changePush(in: &state) { $0.fields = fields }
        return .close
    }

    func draw(over state: AppState, into screen: inout Screen) {
        OverlayView.fieldsForm(self, into: &screen)
    }
}
