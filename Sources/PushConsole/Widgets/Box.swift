/// Pane borders with a title, in the focused or unfocused border style.
enum Box {
    static func draw(_ frame: Frame, title: String, focused: Bool, into screen: inout Screen, badge: (String, StyleRole)? = nil) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        let style: StyleRole = focused ? .focusedBorder : .border
        let right = frame.column + frame.width - 1
        let bottom = frame.row + frame.height - 1
        let horizontal = String(repeating: focused ? "━" : "─", count: frame.width - 2)
        screen.put((focused ? "┏" : "┌") + horizontal + (focused ? "┓" : "┐"), row: frame.row, column: frame.column, style: style)
        screen.put((focused ? "┗" : "└") + horizontal + (focused ? "┛" : "┘"), row: bottom, column: frame.column, style: style)
        for row in frame.row + 1 ..< bottom {
            screen.put(focused ? "┃" : "│", row: row, column: frame.column, style: style)
            screen.put(focused ? "┃" : "│", row: row, column: right, style: style)
        }
        var column = frame.column + 2
        column += screen.put(" \(title) ", row: frame.row, column: column, style: focused ? .title : .border, limit: frame.width - 4)
        if let (text, badgeStyle) = badge {
            screen.put(" \(text) ", row: frame.row, column: column, style: badgeStyle, limit: right - column)
        }
    }
}
