extension Keymap {
    /// The push details' keys: scrolling, the previous or next push, closing.
    static let details: [KeyBinding] = scrolling(.details, "the push's details")
        + [bind([.left], .details, .previousItem, "the previous push", hint: "push"),
           bind([.right], .details, .nextItem, "the next push", hint: "push"),
           bind([.character("y")], .details, .copyAsCurl, "copy the push as a curl command (terminal clipboard, OSC 52)", hint: "copy curl"),
           bind([.character("i")], .details, .copyField(.apnsID), "copy the apns-id", hint: "apns-id"),
           bind([.character("u")], .details, .copyField(.apnsUniqueID), "copy the apns-unique-id", hint: "unique-id"),
           bind([.character("t")], .details, .copyField(.deviceToken), "copy the device token (whole when this session sent the push)",
                hint: "token"),
           bind([.escape, .enter, .character("q")], .details, .close, "close", hint: "close")]
}
