import Foundation
import PushCore

extension Reducer {
    static func fieldsFormCommand(_ command: ConsoleCommand, form: inout FieldsForm, in state: inout AppState) {
        switch command {
        case .close:
            state.overlay = nil
            return
        case .nextField, .previousField:
            form.field = step(form.field, in: FieldsForm.Field.allCases, by: command)
        case .activate:
            state.editor.fields = form.fields
            state.overlay = nil
            revalidate(&state)
            return
        default:
            break
        }
        state.overlay = .fields(form)
    }
}
