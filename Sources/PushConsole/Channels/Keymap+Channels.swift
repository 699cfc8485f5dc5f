extension Keymap {
    /// The Channels dialog's keys.
    static let channels: [KeyBinding] =
        [bind([.up, .character("k")], .channels, .moveUp, "previous channel", hint: "choose"),
         bind([.down, .character("j")], .channels, .moveDown, "next channel", hint: "choose"),
         bind([.enter], .channels, .activate, "Ctrl-S broadcasts to this channel", hint: "send to it"),
         bind([.character("0")], .channels, .createChannel, "create a channel (no message stored)", hint: "create"),
         bind([.character("1")], .channels, .createStoredChannel, "create a channel (the most recent message stored)", hint: "create stored"),
         bind([.character("d")], .channels, .deleteChannel, "delete the channel (asks first)", hint: "delete"),
         bind([.character("x")], .channels, .sendToDevices, "Ctrl-S sends to devices again", hint: "devices"),
         bind([.escape, .character("q")], .channels, .close, "close", hint: "close")]
}
