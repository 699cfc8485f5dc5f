/// The bottom row: the latest message, or the key hints for the focused pane.
enum StatusBar {
    /// What the status bar needs to know.
    struct Content: Equatable {
        /// The message, which hides the hints until the next key.
        var status: StatusMessage?
        /// Whose keys the hints list, the focused pane's first; nil while an overlay is open (it
        /// prints its own keys).
        var hintScope: KeyScope?
    }

    static func draw(_ content: Content, into screen: inout Screen) {
        let row = screen.height - 1
        screen.fill(row: row, column: 0, width: screen.width, height: 1)
        if let status = content.status {
            screen.put(" " + fitted(status, width: screen.width - 1), row: row, column: 0, style: status.style)
            return
        }
        guard let scope = content.hintScope else { return }
        var x = 1
        for hint in Keymap.hints(for: scope) {
            let width = DisplayWidth.of(hint.keys) + DisplayWidth.of(hint.help) + 3
            guard x + width <= screen.width else { break }
            x += screen.put(hint.keys, row: row, column: x, style: .key)
            x += screen.put(" \(hint.help)  ", row: row, column: x, style: .dim)
        }
    }

    /// What points to the whole of a message the row cuts: the message log keeps it.
    static let moreHint = " (F8)"

    /// The text of `status` as it fits in `width` columns: whole, or cut with an ellipsis — and,
    /// for a message the log keeps (``MessageLog``), ``moreHint``.
    static func fitted(_ status: StatusMessage, width: Int) -> String {
        let text = status.text
        guard DisplayWidth.of(text) > width else { return text }
        let room = width - DisplayWidth.of(moreHint)
        guard MessageLog.keeps(status), room >= 10 else { return TextFit.truncated(text, width) }
        return TextFit.truncated(text, room) + moreHint
    }
}

extension AppState {
    /// The status bar's content: the message, else the focused pane's keys unless an overlay is open.
    var statusBarContent: StatusBar.Content {
        StatusBar.Content(status: status, hintScope: overlay == nil ? KeyScope(focus) : nil)
    }
}
