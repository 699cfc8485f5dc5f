extension Keymap {
    /// The profile form's keys.
    static let profileForm: [KeyBinding] = form(.profileForm, save: "save the profile (when every field is right)")
}
