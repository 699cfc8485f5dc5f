/// The bottom row: the latest message, or the key hints for the focused pane.
enum StatusBar {
    static func draw(_ state: AppState, into screen: inout Screen) {
        let row = screen.height - 1
        screen.fill(row: row, column: 0, width: screen.width, height: 1)
        if let status = state.status {
            screen.put(" " + status.text, row: row, column: 0, style: status.style)
            return
        }
        // An overlay prints its own keys.
        guard state.overlay == nil else { return }
        let scope = KeyScope(state.focus)
        var x = 1
        for hint in Keymap.hints(for: scope) {
            let width = DisplayWidth.of(hint.keys) + DisplayWidth.of(hint.help) + 3
            guard x + width <= screen.width else { break }
            x += screen.put(hint.keys, row: row, column: x, style: .key)
            x += screen.put(" \(hint.help)  ", row: row, column: x, style: .dim)
        }
    }
}
