import Foundation
import PushCore

/// The Devices pane: the selected profile's token book, chosen devices ticked, dead ones marked.
enum TokensView {
    /// Draws `devices` over the token book of `profile` (nil: no profile that loads) in `frame`; a
    /// picked `channel` takes the title, since Ctrl-S then broadcasts instead.
    static func draw(_ devices: DevicesState, profile: Profile?, channel: String?, focused: Bool, frame: Frame,
                     into screen: inout Screen) {
        let chosen = devices.chosen.count
        let title = channel.map { "Devices → channel \(ChannelList.shortened($0))" }
            ?? Pane.tokens.title + (chosen > 0 ? " (\(chosen) chosen)" : "")
        Box.draw(frame, title: title, focused: focused, into: &screen)
        let inner = frame.inner
        guard let profile else { return }
        let book = profile.tokens
        if let settings = profile.simulator {
            let text = "no token book: pushes go to \(settings.label) (xcrun simctl push)"
            for (offset, line) in TextWrap.lines(text, width: inner.width).prefix(inner.height).enumerated() {
                screen.put(line, row: inner.row + offset, column: inner.column, style: .dim, limit: inner.width)
            }
            return
        }
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
            let dead = entry.deadSummary(in: profile.environment)
            let style: StyleRole = isCursor ? cursorStyle : (dead != nil ? .dim : .normal)
            let tick = devices.chosen.contains(entry.token) ? "[x]" : "[ ]"
            screen.fill(row: row, column: inner.column, width: inner.width, height: 1, style: style)
            let used = screen.put("\(tick) \(entry.label)", row: row, column: inner.column, style: style, limit: inner.width)
            let short = entry.token.shortened
            if inner.width - used > short.count + 1 {
                screen.put(short, row: row, column: inner.column + inner.width - short.count, style: isCursor ? cursorStyle : .dim)
            }
            guard rowsPerDevice == 2 else { continue }
            screen.put("    " + detail(of: entry, dead: dead, width: inner.width - 4), row: row + 1, column: inner.column,
                       style: dead != nil ? .error : .dim, limit: inner.width)
        }
    }

    /// A device's second line: its kind and what the environments said ("device · sandbox ✓ ·
    /// production ✗ BadDeviceToken 2026-12-02"), or why it is dead ("✗ Unregistered since
    /// 2026-11-02" when it fits in `width`, the reason alone when it does not).
    static func detail(of entry: TokenBookEntry, dead: String?, width: Int) -> String {
        if let dead {
            let reason = dead.split(separator: " ").first.map(String.init) ?? dead
            return "✗ " + (DisplayWidth.of(dead) + 2 <= width ? dead : reason)
        }
        return ([entry.kind.rawValue] + [entry.knowledge ?? entry.lastOutcome].compactMap { $0 }).joined(separator: " · ")
    }
}
