extension Keymap {
    /// The next-send line's keys while it takes a token (Ctrl-R).
    static let nextSendToken: [KeyBinding] =
        [bind([.enter], .nextSendToken, .activate, "keep the token: Ctrl-S sends to it, not to the book", hint: "keep"),
         bind([.escape], .nextSendToken, .close, "clear the token: Ctrl-S sends to the book again", hint: "clear")]
}
