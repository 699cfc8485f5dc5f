import PushCore

/// `1,213 / 4,096 B ▕████░░░░▏ 29 %`: the exact wire size against the push type's limit; the bar
/// turns warning at 75 % and error over the limit.
enum ByteMeter {
    static func draw(_ check: PayloadCheck, row: Int, column: Int, width: Int, into screen: inout Screen) {
        guard let count = check.byteCount else {
            screen.put("– / \(check.limit.grouped) B  (not JSON: no wire size)", row: row, column: column, style: .dim, limit: width)
            return
        }
        let ratio = Double(count) / Double(max(1, check.limit))
        let style: StyleRole = ratio > 1 ? .error : ratio >= 0.75 ? .warning : .ok
        let label = "\(count.grouped) / \(check.limit.grouped) B"
        let percent = " \(Int((ratio * 100).rounded())) %"
        var x = column + screen.put(label, row: row, column: column, style: style, limit: width)
        let barWidth = min(40, width - (x - column) - percent.count - 3)
        guard barWidth >= 4 else { return }
        x += screen.put(" ▕", row: row, column: x, style: .dim)
        let filled = min(barWidth, Int((Double(barWidth) * min(ratio, 1)).rounded(.up)))
        x += screen.put(String(repeating: "█", count: filled), row: row, column: x, style: style)
        x += screen.put(String(repeating: "░", count: barWidth - filled), row: row, column: x, style: .dim)
        x += screen.put("▏", row: row, column: x, style: .dim)
        screen.put(percent, row: row, column: x, style: style)
    }
}
