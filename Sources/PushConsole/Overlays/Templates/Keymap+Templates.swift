extension Keymap {
    /// The template picker's keys.
    static let templates: [KeyBinding] =
        [bind([.up, .character("k")], .templates, .moveUp, "previous template", hint: "choose"),
         bind([.down, .character("j")], .templates, .moveDown, "next template", hint: "choose"),
         bind([.enter], .templates, .activate, "use the template (one undo step)", hint: "use"),
         bind([.escape, .character("q")], .templates, .close, "close, payload unchanged", hint: "close")]
}
