extension Keymap {
    /// The picker's keys while it lists templates and saved payloads.
    static let templates: [KeyBinding] =
        [bind([.up, .character("k")], .templates, .moveUp, "previous template or saved payload", hint: "choose"),
         bind([.down, .character("j")], .templates, .moveDown, "next template or saved payload", hint: "choose"),
         bind([.enter], .templates, .activate, "use it: text and header fields (one undo step)", hint: "use"),
         bind([.character("s")], .templates, .savePayload, "save the payload and its header fields under a name", hint: "save"),
         bind([.character("r")], .templates, .renameSavedPayload, "rename the saved payload", hint: "rename"),
         bind([.character("d")], .templates, .deleteSavedPayload, "delete the saved payload (asks first)", hint: "delete"),
         bind([.escape, .character("q")], .templates, .close, "close, payload unchanged", hint: "close")]

    /// The picker's keys while a name is typed (printable keys are the name).
    static let payloadName: [KeyBinding] =
        [bind([.enter], .payloadName, .activate, "save (or rename) under this name; a saved name asks first", hint: "save"),
         bind([.escape], .payloadName, .close, "back to the list, nothing saved", hint: "cancel")]
}
