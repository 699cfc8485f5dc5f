import Foundation

/// The message log drawn as a dialog: a line per message with its local time, its style kept.
enum MessagesView {
    static func dialog(_ log: MessageLog, utcOffset: Int) -> Dialog {
        let lines: [(String, StyleRole)] = log.entries.isEmpty
            ? [("nothing to report: warnings, errors and notices stay here after the status line moves on", .dim)]
            : log.entries.map { entry in
                let repeats = entry.count > 1 ? " (×\(entry.count))" : ""
                return (LogView.clockTime(entry.time, offset: utcOffset) + "  " + entry.message.text + repeats, entry.message.style)
            }
        return Dialog(title: "Messages", style: .focusedBorder, lines: lines, footer: Keymap.footer(for: .messages), width: 100)
    }
}
