extension Keymap {
    /// The push details' keys: scrolling, the previous or next push, closing.
    static let details: [KeyBinding] = scrolling(.details, "the push's details")
        + [bind([.left], .details, .previousItem, "the previous push", hint: "push"),
           bind([.right], .details, .nextItem, "the next push", hint: "push"),
           bind([.escape, .enter, .character("q")], .details, .close, "close", hint: "close")]
}
