import Foundation
import PushCore

/// The Responses pane: one row per push, newest at the bottom, in-flight rows spinning.
enum LogView {
    static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func draw(_ state: AppState, frame: Frame, into screen: inout Screen) {
        let visible = state.visibleLog
        let filter = state.logFilter.map { " · \($0.label.lowercased()) only" } ?? ""
        Box.draw(frame, title: Pane.log.title + " (\(state.log.count))\(filter)", focused: state.focus == .log && state.overlay == nil,
                 into: &screen)
        let inner = frame.inner
        guard !visible.isEmpty else {
            let hint = state.log.isEmpty ? "nothing sent yet: Ctrl-S sends the payload" : "no response matches the filter (f)"
            screen.put(hint, row: inner.row, column: inner.column, style: .dim, limit: inner.width)
            return
        }
        let first = firstVisible(count: visible.count, selected: state.logIndex, rows: inner.height, visible: visible)
        for (offset, entry) in visible.dropFirst(first).prefix(inner.height).enumerated() {
            let row = inner.row + offset
            let selected = entry.index == state.logIndex && state.focus == .log
            line(entry.row, state: state, row: row, column: inner.column, width: inner.width, selected: selected, into: &screen)
        }
    }

    /// The first visible entry so that the selected one is on screen (newest rows stick to the bottom).
    static func firstVisible(count: Int, selected: Int, rows: Int, visible: [(index: Int, row: LogRow)]) -> Int {
        guard count > rows, rows > 0 else { return 0 }
        let position = visible.firstIndex { $0.index == selected } ?? count - 1
        return min(max(0, position - rows + 1), count - rows)
    }

    private static func line(_ entry: LogRow, state: AppState, row: Int, column: Int, width: Int, selected: Bool,
                             into screen: inout Screen) {
        if selected { screen.fill(row: row, column: column, width: width, height: 1, style: .selection) }
        let base: StyleRole = selected ? .selection : .normal
        var x = column
        func put(_ text: String, _ style: StyleRole, gap: Bool = true) {
            guard x < column + width else { return }
            x += screen.put(text, row: row, column: x, style: selected ? .selection : style, limit: column + width - x)
            if gap { x += screen.put(" ", row: row, column: x, style: base, limit: column + width - x) }
        }
        put(clockTime(entry.sentAt, offset: state.utcOffsetSeconds), .dim)
        if width >= 100 {
            let badge = EnvironmentBadge.of(environment: entry.environment, isLocal: entry.isLocal)
            put(pad(entry.profileName, 14), .normal)
            put(pad(badge.text, 10), badge.style)
        }
        put(pad(entry.label ?? entry.shortToken, width >= 100 ? 24 : 16), .normal)
        guard let answer = entry.answer else {
            put("\(spinner[state.spinnerFrame % spinner.count]) sending…", .dim)
            return
        }
        put(answer.response.map { String($0.status) } ?? answer.httpStatus.map(String.init) ?? "---", style(of: answer.outcome))
        put(pad(answer.outcome.label, 15), style(of: answer.outcome))
        if let response = answer.response {
            if let reason = response.reason { put(reason.rawValue + (width >= 100 ? ": \(response.explanation)" : ""), style(of: answer.outcome)) }
            if let timestamp = response.timestamp { put("since \(dayString(milliseconds: timestamp))", .dim) }
            if let id = response.apnsID { put("apns-id " + (width >= 120 ? id : String(id.prefix(8))), .dim) }
            if width >= 140, let unique = response.apnsUniqueID { put("unique-id \(unique)", .dim) }
            put("\(answer.latencyMilliseconds) ms", .dim, gap: false)
        } else if let failure = answer.failure {
            put(failure, .error, gap: false)
        } else if let name = answer.fcmMessageName {
            put(name, .dim)
            put("\(answer.latencyMilliseconds) ms", .dim, gap: false)
        }
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

    private static func pad(_ text: String, _ width: Int) -> String {
        let columns = DisplayWidth.of(text)
        if columns >= width { return String(text.prefix(width)) }
        return text + String(repeating: " ", count: width - columns)
    }
}
