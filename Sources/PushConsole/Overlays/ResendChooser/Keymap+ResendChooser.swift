extension Keymap {
    /// The resend chooser's keys.
    static let resendChooser: [KeyBinding] =
        [bind([.up, .character("k")], .resendChooser, .moveUp, "previous device", hint: "choose"),
         bind([.down, .character("j")], .resendChooser, .moveDown, "next device", hint: "choose"),
         bind([.enter], .resendChooser, .activate, "resend the push to this device", hint: "resend"),
         bind([.escape, .character("q")], .resendChooser, .close, "cancel, nothing sent", hint: "cancel")]
}
