extension Keymap {
    /// The quick alert form's keys: a form of text fields only.
    static let quickAlert: [KeyBinding] = form(.quickAlert, save: "write the alert into the payload (one undo step)")
}
