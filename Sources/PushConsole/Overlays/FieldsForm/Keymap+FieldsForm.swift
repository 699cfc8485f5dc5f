extension Keymap {
    /// The header strip's form (F2): a form without choice fields.
    static let fieldsForm: [KeyBinding] = form(.fieldsForm, save: "apply the fields")
}
