/// A key of a form with choice fields (``Keymap/choiceForm(_:save:)``): a form's keys, and ← →
/// changing a choice field's value.
enum ChoiceFormCommand: Sendable, Hashable {
    /// Tab, Enter, Esc: as in every form.
    case form(FormCommand)
    /// On a choice field: its previous or next value.
    case previousChoice, nextChoice
}
