import Foundation
import PushCore

/// The Responses pane: one row per push, newest at the bottom, in-flight rows spinning.
enum LogView {
    static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Draws `log` in `frame`; times in the zone `utcOffset` seconds east of UTC, rows in flight
    /// spinning at `spinnerFrame`.
    static func draw(_ log: LogState, focused: Bool, utcOffset: Int, spinnerFrame: Int, frame: Frame, into screen: inout Screen) {
        let visible = log.visible
        // The rows shown are counted once, after the last narrowing: the filter's, or the search's.
        let filter = log.filter.map { " · \($0.label) only" + (log.search.isActive ? "" : " (\(visible.count))") } ?? ""
        let search = log.search.isActive ? " · /\(log.search.query) (\(visible.count))" : ""
        Box.draw(frame, title: Pane.log.title + " (\(log.rows.count))\(filter)\(search)", focused: focused, into: &screen)
        let inner = frame.inner
        guard !visible.isEmpty else {
            let hint = log.rows.isEmpty ? "nothing sent yet: Ctrl-S sends the payload" : log.search.isActive ? "no response matches the search (Esc clears it)" : "no response matches the filter (f)"
            screen.put(hint, row: inner.row, column: inner.column, style: .dim, limit: inner.width)
            return
        }
        let first = firstVisible(count: visible.count, selected: log.selected, rows: inner.height, visible: visible)
        for (offset, entry) in visible.dropFirst(first).prefix(inner.height).enumerated() {
            let row = inner.row + offset
            let selected = entry.index == log.selected && focused
            line(entry.row, utcOffset: utcOffset, spinnerFrame: spinnerFrame, row: row, column: inner.column, width: inner.width, selected: selected, into: &screen)
        }
    }

    /// The first visible entry so that the selected one is on screen (newest rows stick to the bottom).
    static func firstVisible(count: Int, selected: Int, rows: Int, visible: [(index: Int, row: LogRow)]) -> Int {
        guard count > rows, rows > 0 else { return 0 }
        let position = visible.firstIndex { $0.index == selected } ?? count - 1
        return min(max(0, position - rows + 1), count - rows)
    }

    /// One response row. Time, device, status, outcome and latency are always there (the device and
    /// outcome narrowed with an ellipsis in a small pane, the latency at the right border); the
    /// profile and its badge come from 100 columns; the rest is shown where it fits whole. A push
    /// another process recorded has `»` after its time.
    private static func line(_ entry: LogRow, utcOffset: Int, spinnerFrame: Int, row: Int, column: Int, width: Int, selected: Bool,
                             into screen: inout Screen) {
        if selected { screen.fill(row: row, column: column, width: width, height: 1, style: .selection) }
        let columns = LogColumns(width: width)
        var x = column
        func put(_ text: String, _ style: StyleRole) {
            guard x < column + width else { return }
            x += screen.put(text, row: row, column: x, style: selected ? .selection : style, limit: column + width - x) + 1
        }
        put(clockTime(entry.sentAt, offset: utcOffset), .dim)
        // Another process's push: a mark in the gap after the time at any width, its name where it fits.
        if entry.origin != nil { screen.put("»", row: row, column: x - 1, style: selected ? .selection : .key, limit: 1) }
        if columns.showsProfile {
            let badge = EnvironmentBadge.of(entry)
            put(TextFit.padded(entry.profileName, LogColumns.profile), .normal)
            put(TextFit.padded(badge.text, LogColumns.badge), badge.style)
        }
        put(TextFit.padded(entry.label ?? entry.shortToken, columns.device), .normal)
        guard let answer = entry.answer else {
            put("\(spinner[spinnerFrame % spinner.count]) sending…", .dim)
            return
        }
        let outcomeStyle = style(of: answer.outcome)
        put(TextFit.padded(answer.response.map { String($0.status) } ?? answer.httpStatus.map(String.init) ?? "---", LogColumns.status), outcomeStyle)
        put(TextFit.padded(answer.outcome.label, columns.outcome), outcomeStyle)
        var end = column + width
        if answer.response != nil || answer.httpStatus != nil || answer.latencyMilliseconds > 0 {
            let latency = "\(answer.latencyMilliseconds) ms"
            end -= DisplayWidth.of(latency)
            screen.put(latency, row: row, column: end, style: selected ? .selection : .dim, limit: DisplayWidth.of(latency))
        }
        if let tag = entry.origin?.tag, DisplayWidth.of(tag) < end - x { put(tag, .key) }
        for (text, style) in extras(answer, room: end - x) { put(text, style) }
    }

    /// The optional parts of an answered row that fit in `room` columns (each followed by a
    /// space), in display order. The most useful are taken first, each whole or not at all; the
    /// reason's explanation, a failure or FCM's message name then take what room is left.
    static func extras(_ answer: SendAnswer, room: Int) -> [(String, StyleRole)] {
        guard let response = answer.response else {
            let text = answer.failure ?? answer.fcmMessageName
            // A failure cut to a few letters says nothing: Enter shows it whole.
            guard let text, room > 12 else { return [] }
            return [(TextFit.truncated(text, room - 1), answer.failure == nil ? .dim : .error)]
        }
        var used = 0
        func fits(_ text: String?) -> String? {
            guard let text, used + DisplayWidth.of(text) + 1 <= room else { return nil }
            used += DisplayWidth.of(text) + 1
            return text
        }
        // "410 Unregistered" says the reason already: the row does not say it twice.
        let repeatsOutcome = response.reason.map { $0.rawValue.caseInsensitiveCompare(answer.outcome.label) == .orderedSame } ?? false
        var reason = repeatsOutcome ? nil : fits(response.reason?.rawValue)
        var apnsID = fits(response.apnsID.map { "apns-id " + String($0.prefix(8)) })
        let since = fits(response.timestamp.map { "since \(dayString(milliseconds: $0))" })
        let uniqueID = fits(response.apnsUniqueID.map { "unique-id \($0)" })
        if let id = response.apnsID, let short = apnsID {
            used -= DisplayWidth.of(short) + 1
            apnsID = fits("apns-id " + id) ?? fits(short)
        }
        // The explanation says what the reason means: it takes the rest, cut when it must be.
        if let shown = reason, room - used >= 12 {
            reason = shown + ": " + TextFit.truncated(response.explanation, room - used - 2)
        } else if repeatsOutcome, room - used >= 12 {
            reason = TextFit.truncated(response.explanation, room - used - 1)
        }
        let style = style(of: answer.outcome)
        return [(reason, style), (since, .dim), (apnsID, .dim), (uniqueID, .dim)].compactMap { text, style in text.map { ($0, style) } }
    }

    static func style(of outcome: PushOutcome) -> StyleRole {
        switch outcome {
        case .delivered: return .ok
        case .rateLimited, .unavailable: return .warning
        case .unregistered, .invalidTarget, .invalidMessage, .unauthorized, .failed: return .error
        }
    }

    /// `14:03:59` in the console's time zone.
    static func clockTime(_ date: Date, offset: Int) -> String {
        let seconds = (Int(date.timeIntervalSince1970.rounded(.down)) + offset) % 86_400
        let positive = seconds < 0 ? seconds + 86_400 : seconds
        return String(format: "%02d:%02d:%02d", positive / 3600, positive / 60 % 60, positive % 60)
    }

    /// `2026-11-02` for a millisecond UNIX time (UTC).
    static func dayString(milliseconds: Int) -> String {
        ProfileTimestamp.format(Date(timeIntervalSince1970: Double(milliseconds) / 1000)).prefix(10).description
    }
}
