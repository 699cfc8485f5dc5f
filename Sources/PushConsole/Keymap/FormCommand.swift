/// A key of a form (``Keymap/form(_:save:)``): Tab and ↑ ↓ move between fields, Enter saves, Esc
/// cancels.
enum FormCommand: Sendable, Hashable {
    case nextField, previousField
    /// Enter: save what the form holds.
    case activate
    /// Esc: cancel, nothing saved.
    case close
}
