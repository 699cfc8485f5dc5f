import PushCore

/// The header strip under the next-send line: every header field the next push carries, by name —
/// `type alert · priority 10 (default) · expiration – · collapse – · apns-id –`. It takes one line
/// while the fields that are set fit on one and two lines otherwise, so each of them is named at
/// every size down to the smallest terminal, never only counted.
enum HeaderStrip {
    /// One part of a line: a field's name and its value.
    struct Part: Equatable {
        var name: String
        var value: String
    }

    /// The strip's lines for `fields` in `width` columns, the most detailed that fit. On one line,
    /// fields left empty (`–`) make room first, from the right, then priority's "(default)" and
    /// the type's origin, then the names shorten (`prio`, `exp`, `coll`, `id`); then on two lines,
    /// full names first, short ones next, and at last the longest values cut with an ellipsis.
    static func lines(_ fields: PushFields, width: Int) -> [[Part]] {
        var shown = entries(fields)
        while true {
            let line = parts(shown, short: false, explaining: 2)
            if columns(line) <= width { return [line] }
            guard let empty = shown.lastIndex(where: { !$0.isSet }) else { break }
            shown.remove(at: empty)
        }
        for line in [parts(shown, short: false, explaining: 1), parts(shown, short: false, explaining: 0), parts(shown, short: true, explaining: 0)]
        where columns(line) <= width {
            return [line]
        }
        for explaining in [2, 1, 0] {
            if let lines = wrapped(parts(shown, short: false, explaining: explaining), width: width) { return lines }
        }
        var cut = parts(shown, short: true, explaining: 0)
        while wrapped(cut, width: width) == nil {
            // The widest typed value (expiration, collapse ID, apns-id) gives up a column, down to
            // one character and the ellipsis; the type only when nothing else can.
            let widths = cut.map { DisplayWidth.of($0.value) }
            let typed = widths.indices.filter { $0 >= 2 && widths[$0] > 2 }
            guard let widest = typed.max(by: { widths[$0] < widths[$1] }) ?? (widths[0] > 2 ? 0 : nil) else { break }
            cut[widest].value = TextFit.truncated(cut[widest].value, widths[widest] - 1)
        }
        return wrapped(cut, width: width) ?? [cut]
    }

    /// How many lines the strip takes in `width` columns; an FCM message's strip is one line.
    static func lineCount(_ fields: PushFields, isFCM: Bool, width: Int) -> Int {
        isFCM ? 1 : lines(fields, width: width).count
    }

    /// Draws the strip from `row` down, in `width` columns from `column`.
    static func draw(_ fields: PushFields, isFCM: Bool, row: Int, column: Int, width: Int, into screen: inout Screen) {
        if isFCM {
            // The APNs header fields mean nothing to FCM: the message carries its own target and options.
            let x = column + screen.put("FCM message ", row: row, column: column, style: .emphasis, limit: width)
            screen.put("· target from token, topic or condition", row: row, column: x, style: .dim, limit: column + width - x)
            return
        }
        for (offset, line) in lines(fields, width: width).enumerated() {
            var x = column
            for (index, part) in line.enumerated() {
                if index > 0 { x += screen.put(" · ", row: row + offset, column: x, style: .dim, limit: column + width - x) }
                x += screen.put("\(part.name) ", row: row + offset, column: x, style: .dim, limit: column + width - x)
                x += screen.put(part.value, row: row + offset, column: x, style: .emphasis, limit: column + width - x)
            }
        }
    }

    /// The push type and, unless the user chose it, why it is this one.
    private static func typeText(_ fields: PushFields) -> String {
        switch fields.pushTypeOrigin {
        case .standard, .chosen: return fields.pushType.rawValue
        case .device: return "\(fields.pushType) (from device)"
        case .declined(_, let kind): return "\(fields.pushType) (\(kind.rawValue) device)"
        }
    }

    /// A field as the strip may show it: its names, its value alone and with why it is so.
    private struct Entry {
        var name: String
        var shortName: String
        var value: String
        var explained: String
        var isSet: Bool
    }

    /// The strip's fields in order: type and priority always (they always have a value), the
    /// others with `–` when empty.
    private static func entries(_ fields: PushFields) -> [Entry] {
        let priority = fields.priority.isEmpty ? String(fields.pushType.defaultPriority) : fields.priority
        func typed(_ name: String, _ shortName: String, _ value: String) -> Entry {
            Entry(name: name, shortName: shortName, value: value.isEmpty ? "–" : value, explained: value.isEmpty ? "–" : value, isSet: !value.isEmpty)
        }
        return [Entry(name: "type", shortName: "type", value: fields.pushType.rawValue, explained: typeText(fields), isSet: true),
                Entry(name: "priority", shortName: "prio", value: priority, explained: fields.priority.isEmpty ? "\(priority) (default)" : priority,
                      isSet: true),
                typed("expiration", "exp", fields.expiration), typed("collapse", "coll", fields.collapseID), typed("apns-id", "id", fields.apnsID)]
    }

    /// `entries` as parts, with short names or not; the first `explaining` (type, then priority)
    /// say why they are so.
    private static func parts(_ entries: [Entry], short: Bool, explaining: Int) -> [Part] {
        entries.enumerated().map { index, entry in
            Part(name: short ? entry.shortName : entry.name, value: index < explaining ? entry.explained : entry.value)
        }
    }

    /// `parts` on two lines of `width` columns, as many on the first as fit; nil when they do not.
    private static func wrapped(_ parts: [Part], width: Int) -> [[Part]]? {
        guard let split = (1...parts.count).last(where: { columns(Array(parts[..<$0])) <= width }) else { return nil }
        let rest = Array(parts[split...])
        guard columns(rest) <= width else { return nil }
        return rest.isEmpty ? [parts] : [Array(parts[..<split]), rest]
    }

    private static func columns(_ parts: [Part]) -> Int {
        parts.reduce(0) { $0 + DisplayWidth.of($1.name) + 1 + DisplayWidth.of($1.value) } + 3 * max(0, parts.count - 1)
    }
}
