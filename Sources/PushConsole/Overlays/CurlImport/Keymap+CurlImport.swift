extension Keymap {
    /// The curl import dialog's keys.
    static let curlImport: [KeyBinding] = scrolling(.curlImport, "the import")
        + [bind([.character("y"), .enter], .curlImport, .accept, "import: payload, header fields, the device as the next recipient",
              hint: "import"),
           bind([.escape, .character("n"), .character("q")], .curlImport, .close, "cancel, nothing imported", hint: "cancel")]
}
