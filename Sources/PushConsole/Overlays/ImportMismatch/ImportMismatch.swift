/// What a curl import brought that the selected profile will not send as it came: another
/// environment, another topic. Shown as a dialog, since it changes what the next send does; the
/// device form offering the imported token for the book may wait behind it.
public struct ImportMismatch: Sendable, Equatable {
    /// Each difference, with what the next send does instead.
    public var differences: [String]
    /// The next send, in words, as the import left it.
    public var nextSend: String
    /// The overlay to open when this one closes (the device form offering the imported token).
    var then: Overlay?

    init(differences: [String], nextSend: String, then: Overlay?) {
        self.differences = differences
        self.nextSend = nextSend
        self.then = then
    }

    /// What its keys ask: only to close it, since it is read, not answered.
    enum Command: Hashable, Sendable {
        case close
    }

    /// The dialog: the differences, then the next send.
    var dialog: Dialog {
        let lines: [(String, StyleRole)] = differences.map { ("! " + $0, .warning) } + [("", .normal), (nextSend, .emphasis), ("", .normal)]
        return Dialog(title: "Imported, but this profile sends it differently", style: .focusedBorder, lines: lines,
                      footer: Keymap.footer(for: .importMismatch), width: 72)
    }
}
