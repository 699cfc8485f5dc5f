extension Keymap {
    /// The search line's keys (what it types is text).
    static let logSearch: [KeyBinding] =
        [bind([.enter], .logSearch, .activate, "keep the search (n/N move between its matches)", hint: "keep"),
         bind([.escape], .logSearch, .close, "clear the search", hint: "clear")]
}
