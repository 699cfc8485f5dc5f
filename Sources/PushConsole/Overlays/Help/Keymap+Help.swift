extension Keymap {
    /// The help overlay's keys: it scrolls, and every key that opened it closes it.
    static let help: [KeyBinding] = scrolling(.help, "the help")
        + [bind([.escape, .enter, .character("q"), .character("?"), .function(1), .control("q")], .help, .close, "close the help", hint: "close")]
}
