import Foundation

/// An overlay that is a form: Tab (and ↑ ↓) moves between its fields, Esc closes it, and its
/// focused text field takes typed keys and pastes. A form says what Enter does and what an edit of
/// a field sets off; a form of text fields only has ``FormCommand``s for its commands.
protocol FormOverlay: OverlayFeature {
    associatedtype Field: Equatable

    /// The focused field.
    var field: Field { get set }

    /// The fields in Tab order.
    var tabOrder: [Field] { get }

    /// The focused text field; nil when the focus is on a choice.
    var focusedInput: LineInput? { get set }

    /// Enter: the form saves (or says why not).
    mutating func save(in state: inout AppState, now: Date) -> OverlayReaction

    /// What an edit of the focused text field sets off, the form having been `previous` before
    /// it. By default nothing.
    mutating func focusedInputEdited(from previous: Self, in state: AppState) -> [Effect]
}

extension FormOverlay {
    /// A form's key: Esc closes, Tab moves between the fields, Enter saves.
    mutating func reduce(_ command: FormCommand, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .close:
            return .close
        case .nextField, .previousField:
            field = Reducer.step(field, in: tabOrder, forward: command == .nextField)
            return .keepOpen
        case .activate:
            return save(in: &state, now: now)
        }
    }

    mutating func type(_ key: Key, in state: inout AppState) -> [Effect]? {
        let previous = self
        guard var input = focusedInput, input.handle(key) else { return nil }
        focusedInput = input
        return focusedInputEdited(from: previous, in: state)
    }

    mutating func paste(_ text: String, in state: inout AppState) -> [Effect] {
        let previous = self
        guard var input = focusedInput else { return [] }
        input.insert(text)
        focusedInput = input
        return focusedInputEdited(from: previous, in: state)
    }

    mutating func focusedInputEdited(from previous: Self, in state: AppState) -> [Effect] { [] }
}
