extension Keymap {
    /// The device view's keys: it scrolls; F3, which opened it, closes it.
    static let deviceView: [KeyBinding] = scrolling(.deviceView, "what the device received")
        + [bind([.escape, .enter, .character("q"), .function(3)], .deviceView, .close, "close", hint: "close")]
}
