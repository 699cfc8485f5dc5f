/// The search line, drawn over the status bar while it takes the keys: `/` and the text typed,
/// how many responses match, and the line's keys.
enum LogSearchView {
    static func draw(_ state: AppState, into screen: inout Screen) {
        let row = screen.height - 1
        screen.fill(row: row, column: 0, width: screen.width, height: 1)
        let count = state.log.visible.count
        let summary = " \(count) " + (count == 1 ? "match" : "matches") + " · " + Keymap.footer(for: .logSearch)
        let summaryWidth = min(DisplayWidth.of(summary), max(0, screen.width - 12))
        screen.put("/", row: row, column: 0, style: .key)
        let fieldWidth = max(1, screen.width - 1 - summaryWidth)
        OverlayView.field(state.log.search.input, row: row, column: 1, width: fieldWidth, focused: true, into: &screen)
        screen.put(summary, row: row, column: 1 + fieldWidth, style: count == 0 ? .warning : .dim, limit: summaryWidth)
    }
}
