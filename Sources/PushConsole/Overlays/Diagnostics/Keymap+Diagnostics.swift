extension Keymap {
    /// The diagnostics list's keys.
    static let diagnostics: [KeyBinding] =
        [bind([.up, .character("k")], .diagnostics, .moveUp, "previous diagnostic", hint: "choose"),
         bind([.down, .character("j")], .diagnostics, .moveDown, "next diagnostic", hint: "choose"),
         bind([.pageUp], .diagnostics, .pageUp, "ten up"),
         bind([.pageDown], .diagnostics, .pageDown, "ten down"),
         bind([.home], .diagnostics, .first, "first diagnostic"),
         bind([.end], .diagnostics, .last, "last diagnostic"),
         bind([.enter], .diagnostics, .activate, "put the payload's cursor on it", hint: "go to it"),
         bind([.escape, .character("q")], .diagnostics, .close, "close the list", hint: "close")]
}
