import Foundation
import PushCore

/// The Devices pane: the selected profile's token book, chosen devices ticked, dead ones marked.
enum TokensView {
    /// Draws `devices` over `book` (nil: no profile that loads) in `frame`; a picked `channel`
    /// takes the title, since Ctrl-S then broadcasts instead.
    static func draw(_ devices: DevicesState, book: [TokenBookEntry]?, channel: String?, focused: Bool, frame: Frame,
                     into screen: inout Screen) {
        let chosen = devices.chosen.count
        let title = channel.map { "Devices → channel \(ChannelList.shortened($0))" }
            ?? Pane.tokens.title + (chosen > 0 ? " (\(chosen) chosen)" : "")
        Box.draw(frame, title: title, focused: focused, into: &screen)
        let inner = frame.inner
        guard let book else { return }
        guard !book.isEmpty else {
            screen.put("no devices: press a to add one", row: inner.row, column: inner.column, style: .dim, limit: inner.width)
            return
        }
        let rowsPerDevice = inner.height >= book.count * 2 ? 2 : 1
        let visible = max(1, inner.height / rowsPerDevice)
        let first = max(0, min(devices.cursor - visible + 1, book.count - visible))
        for (offset, entry) in book.dropFirst(first).prefix(visible).enumerated() {
            let index = first + offset
            let row = inner.row + offset * rowsPerDevice
            // Unfocused, the cursor stays visible, dimmed: with no device chosen it is where Ctrl-S sends.
            let cursorStyle: StyleRole = focused ? .selection : .inactiveSelection
            let isCursor = index == devices.cursor
            let style: StyleRole = isCursor ? cursorStyle : (entry.isDead ? .dim : .normal)
            let tick = devices.chosen.contains(entry.token) ? "[x]" : "[ ]"
            screen.fill(row: row, column: inner.column, width: inner.width, height: 1, style: style)
            let used = screen.put("\(tick) \(entry.label)", row: row, column: inner.column, style: style, limit: inner.width)
            let short = entry.token.shortened
            if inner.width - used > short.count + 1 {
                screen.put(short, row: row, column: inner.column + inner.width - short.count, style: isCursor ? cursorStyle : .dim)
            }
            guard rowsPerDevice == 2 else { continue }
            var detail = entry.kind.rawValue + (entry.lastOutcome.map { " · \($0)" } ?? "")
            if let dead = entry.deadSummary, let outcome = entry.lastOutcome {
                // "Unregistered since 2026-11-02" when it fits, the reason alone when it does not.
                detail = "✗ " + (DisplayWidth.of(dead) + 6 <= inner.width ? dead : outcome)
            }
            screen.put("    " + detail, row: row + 1, column: inner.column, style: entry.isDead ? .error : .dim, limit: inner.width)
        }
    }
}
