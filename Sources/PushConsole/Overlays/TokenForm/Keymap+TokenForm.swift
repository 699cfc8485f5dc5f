extension Keymap {
    /// The device form's keys.
    static let tokenForm: [KeyBinding] = form(.tokenForm, save: "add the device; when renaming, save the label")
}
