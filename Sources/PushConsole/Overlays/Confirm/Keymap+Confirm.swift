extension Keymap {
    /// A confirmation's keys: `y` does it, anything that reads as "no" does nothing.
    static let confirm: [KeyBinding] =
        [bind([.character("y"), .character("Y")], .confirm, .accept, "yes: send, delete", hint: "yes"),
         bind([.character("n"), .character("N"), .escape, .character("q"), .control("q")], .confirm, .close, "no: nothing is sent or deleted",
              hint: "no")]
}
