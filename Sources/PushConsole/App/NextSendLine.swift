import PushCore

/// The payload pane's first line: what Ctrl-S will do, whatever pane has focus —
/// `Ctrl-S → iPhone 16 Pro …c8d0e2f · Apple sandbox · alert · com.example.demo`. Read from
/// ``AppState/nextSend``, the value the send itself follows. In a narrow pane the topic, the push
/// type and the words "Ctrl-S" go first, then labels are shortened; the host and the count always stay.
/// What the token book knows against the send ends the line in the warning colour
/// (`! Old iPhone: Unregistered since 2026-11-02`), kept whole before any label: in a pane too
/// narrow for both it takes the recipients' place.
enum NextSendLine {
    static func draw(_ nextSend: Result<NextSend, NextSend.Blocked>, row: Int, column: Int, width: Int, into screen: inout Screen) {
        let next: NextSend
        switch nextSend {
        case .failure(let blocked):
            let reason = "✗ " + blocked.message
            let prefix = DisplayWidth.of(reason) + 7 <= width ? "Ctrl-S " : ""
            let x = column + screen.put(prefix, row: row, column: column, style: .key, limit: width)
            screen.put(reason, row: row, column: x, style: .warning, limit: column + width - x)
            return
        case .success(let value):
            next = value
        }
        var x = column
        for (text, style) in segments(next, width: width) where x < column + width {
            x += screen.put(text, row: row, column: x, style: style, limit: column + width - x)
        }
    }

    /// The line's pieces with their styles, the most detailed that fit in `width` columns; the book's
    /// first warning last. The warning is kept whole before any label: beside the recipients when
    /// both fit, else in their place (the Devices pane shows them); only then cut, or said briefly.
    static func segments(_ next: NextSend, width: Int) -> [(String, StyleRole)] {
        guard let warning = warningText(next, brief: false) else { return sendSegments(next, width: width) }
        let whole = DisplayWidth.of(warning)
        let beside = sendSegments(next, width: width - whole - 3)
        if beside.widthSum + whole + 3 <= width { return beside + [(" · ", .dim), (warning, .warning)] }
        let host = (next.destination.name, next.destination.isProduction ? StyleRole.production : .normal)
        let room = max(0, width - 5 - DisplayWidth.of(host.0))
        let fitting = whole <= room ? warning : warningText(next, brief: true) ?? warning
        return [("→ ", .key), (TextFit.truncated(fitting, room), .warning), (" · ", .dim), host]
    }

    /// "! Old iPhone: Unregistered since 2026-11-02", "+1 more" after it when there are others; the
    /// device's name left out when it is the only one. `brief`: the fact in a word or two, "! Unregistered +1".
    private static func warningText(_ next: NextSend, brief: Bool) -> String? {
        let warnings = next.warnings
        guard let first = warnings.first else { return nil }
        let single: Bool
        switch next.recipients {
        case .devices(let entries), .fcmTokens(let entries): single = entries.count == 1
        case .channel, .fcmMessage, .simulator: single = true
        }
        if brief { return "! " + first.brief + (warnings.count > 1 ? " +\(warnings.count - 1)" : "") }
        return "! " + (single ? first.detail : first.text) + (warnings.count > 1 ? " +\(warnings.count - 1) more" : "")
    }

    /// The line without a warning, the most detailed that fits in `width` columns.
    private static func sendSegments(_ next: NextSend, width: Int) -> [(String, StyleRole)] {
        let host = (next.destination.name, next.destination.isProduction ? StyleRole.production : .normal)
        let extras = [next.pushType.map(\.rawValue), next.topic.isEmpty ? nil : next.topic].compactMap { $0 }
        func line(prefix: String, recipients: String, extras: ArraySlice<String>) -> [(String, StyleRole)] {
            var pieces: [(String, StyleRole)] = [(prefix, .key), (recipients, .emphasis), (" · ", .dim), host]
            for extra in extras { pieces += [(" · ", .dim), (extra, .normal)] }
            return pieces
        }
        func fits(_ pieces: [(String, StyleRole)]) -> Bool { pieces.reduce(0) { $0 + DisplayWidth.of($1.0) } <= width }
        // Least useful first: the topic (also in the title), the push type (also in the header strip
        // right below), the words "Ctrl-S", long labels and tokens, the names of many devices.
        for keep in stride(from: extras.count, through: 0, by: -1) {
            let pieces = line(prefix: "Ctrl-S → ", recipients: next.recipientText(), extras: extras.prefix(keep))
            if fits(pieces) { return pieces }
        }
        let shorter: [(labelWidth: Int?, token: Bool, names: Int)] = [
            (nil, true, 2), (14, true, 2), (10, true, 2), (nil, false, 2), (10, false, 2), (nil, false, 1), (10, false, 1),
            (6, false, 1), (nil, false, 0),
        ]
        for detail in shorter {
            let recipients = next.recipientText(labelWidth: detail.labelWidth, token: detail.token, names: detail.names)
            let pieces = line(prefix: "→ ", recipients: recipients, extras: [])
            if fits(pieces) { return pieces }
        }
        // Not even the count fits beside the host: the host first, then as much of the rest as fits.
        return [("→ ", .key), host, (" · ", .dim), (next.recipientText(labelWidth: 6, token: false, names: 0), .emphasis)]
    }
}

extension [(String, StyleRole)] {
    /// The columns the pieces take.
    fileprivate var widthSum: Int { reduce(0) { $0 + DisplayWidth.of($1.0) } }
}
