import PushCore

/// The payload pane's first line: what Ctrl-S will do, whatever pane has focus —
/// `Ctrl-S → iPhone 16 Pro …c8d0e2f · Apple sandbox · alert · com.example.demo`. Read from
/// ``AppState/nextSend``, the value the send itself follows. In a narrow pane the topic, the push
/// type and the words "Ctrl-S" go first, then labels are shortened; the host and the count always stay.
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

    /// The line's pieces with their styles, the most detailed that fit in `width` columns.
    static func segments(_ next: NextSend, width: Int) -> [(String, StyleRole)] {
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
