import Foundation
import PushCore

extension FieldsForm {
    /// What a key did in the form, for the app to finish.
    enum Outcome: Equatable {
        case keepOpen
        case close
        /// The form closes and the header strip takes these fields.
        case apply(PushFields)
    }

    /// A key of the fields form's scope: Tab moves between fields here; Enter hands the fields back.
    mutating func reduce(_ command: ConsoleCommand) -> Outcome {
        switch command {
        case .close:
            return .close
        case .nextField, .previousField:
            field = Reducer.step(field, in: Field.allCases, by: command)
            return .keepOpen
        case .activate:
            return .apply(fields)
        default:
            return .keepOpen
        }
    }
}

extension KeyScope {
    /// The header strip's form (F2).
    static let fieldsForm = KeyScope("Push fields", hasTextFields: true)
}

/// The header strip's form (F2): a form without choice fields.
extension FieldsForm: FormOverlay {
    static let bindings: [KeyBinding] = Keymap.form(.fieldsForm, save: "apply the fields", withChoices: false)

    var keyScope: KeyScope { .fieldsForm }

    var tabOrder: [Field] { Field.allCases }

    /// The focused field's input; an edit of the push type makes it the user's choice.
    var focusedInput: LineInput? {
        get { self[input: field] }
        set { if let newValue { editFocused { $0 = newValue; return true } } }
    }

    mutating func reduceFormCommand(_ command: ConsoleCommand, in state: inout AppState, now: Date) -> OverlayReaction {
        switch reduce(command) {
        case .keepOpen:
            return .keepOpen
        case .close:
            return .close
        case .apply(let fields):
            // One undo step, like a text edit.
            Reducer.changePush(in: &state) { $0.fields = fields }
            return .close
        }
    }

    func draw(over state: AppState, into screen: inout Screen) {
        OverlayView.fieldsForm(self, into: &screen)
    }
}
