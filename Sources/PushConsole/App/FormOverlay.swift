import Foundation

/// An overlay that is a form: Tab (and ↑ ↓) moves between its fields, Esc closes it, and its
/// focused text field takes typed keys and pastes. A form says what its other commands do and
/// what an edit of a field sets off.
protocol FormOverlay: OverlayFeature {
    associatedtype Field: Equatable

    /// The focused field.
    var field: Field { get set }

    /// The fields in Tab order.
    var tabOrder: [Field] { get }

    /// The focused text field; nil when the focus is on a choice.
    var focusedInput: LineInput? { get set }

    /// A command of the form's scope other than Esc and Tab.
    mutating func reduceFormCommand(_ command: ConsoleCommand, in state: inout AppState, now: Date) -> OverlayReaction

    /// What an edit of the focused text field sets off, the form having been `previous` before
    /// it. By default nothing.
    mutating func focusedInputEdited(from previous: Self, in state: AppState) -> [Effect]
}

extension FormOverlay {
    mutating func reduce(_ command: ConsoleCommand, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .close:
            return .close
        case .nextField, .previousField:
            field = Reducer.step(field, in: tabOrder, by: command)
            return .keepOpen
        default:
            return reduceFormCommand(command, in: &state, now: now)
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
