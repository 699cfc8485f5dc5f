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

extension Reducer {
    static func fieldsFormCommand(_ command: ConsoleCommand, form: FieldsForm, in state: inout AppState) {
        var form = form
        switch form.reduce(command) {
        case .keepOpen:
            state.overlay = .fields(form)
        case .close:
            state.overlay = nil
        case .apply(let fields):
            state.overlay = nil
            // One undo step, like a text edit.
            changePush(in: &state) { $0.fields = fields }
        }
    }
}
