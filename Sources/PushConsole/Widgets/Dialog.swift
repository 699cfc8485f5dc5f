/// A centred box over the panes: a title, lines that wrap to its width and scroll, and a footer
/// naming its keys (from the keymap). The reducer asks the same value how far it can scroll, so
/// the offset it keeps is the one drawn.
struct Dialog {
    var title: String
    var style: StyleRole
    var lines: [(String, StyleRole)]
    var footer: String
    /// The columns it asks for; nil takes the terminal's whole width.
    var width: Int?

    /// The box's width on a terminal `screenWidth` columns wide (one column of margin each side).
    func frameWidth(on screenWidth: Int) -> Int {
        max(0, min(screenWidth - 2, max(width ?? screenWidth, DisplayWidth.of(title) + 8)))
    }

    /// The columns text may take: inside the border, one space each side.
    func textWidth(on screenWidth: Int) -> Int {
        max(1, frameWidth(on: screenWidth) - 4)
    }

    /// The lines, wrapped to the box.
    func body(on screenWidth: Int) -> [(String, StyleRole)] {
        let columns = textWidth(on: screenWidth)
        return lines.flatMap { line in TextWrap.lines(line.0, width: columns).map { ($0, line.1) } }
    }

    /// The footer wrapped between its "keys what" groups, so no key is parted from what it does.
    private func footerLines(on screenWidth: Int) -> [String] {
        let width = textWidth(on: screenWidth)
        var lines: [String] = []
        for group in footer.components(separatedBy: " · ") where !group.isEmpty {
            if let last = lines.last, DisplayWidth.of(last) + 3 + DisplayWidth.of(group) <= width {
                lines[lines.count - 1] = last + " · " + group
            } else {
                lines += TextWrap.lines(group, width: width)
            }
        }
        return lines
    }

    /// The rows the body has on a `screenWidth` x `screenHeight` terminal.
    func room(width screenWidth: Int, height screenHeight: Int) -> Int {
        max(1, screenHeight - 4 - footerLines(on: screenWidth).count)
    }

    /// The largest useful scroll offset.
    func maxOffset(width screenWidth: Int, height screenHeight: Int) -> Int {
        max(0, body(on: screenWidth).count - room(width: screenWidth, height: screenHeight))
    }

    /// Draws the box scrolled down `offset` body lines (clamped); returns its inner frame (unscrolled
    /// forms place their fields on it: row `inner.row + i` shows body line `i`).
    @discardableResult
    func draw(offset: Int = 0, into screen: inout Screen) -> Frame {
        let body = body(on: screen.width)
        let footer = footerLines(on: screen.width)
        let room = room(width: screen.width, height: screen.height)
        let start = min(max(0, offset), max(0, body.count - room))
        let shown = Array(body.dropFirst(start).prefix(room))
        let width = frameWidth(on: screen.width)
        let height = min(screen.height - 2, shown.count + footer.count + 2)
        let frame = Frame(row: max(0, (screen.height - height) / 2), column: max(0, (screen.width - width) / 2), width: width, height: height)
        screen.fill(row: frame.row, column: frame.column, width: frame.width, height: frame.height)
        Box.draw(frame, title: title, focused: true, into: &screen)
        screen.restyle(row: frame.row, column: frame.column, width: frame.width, style: style)
        let inner = frame.inner
        let textWidth = textWidth(on: screen.width)
        for (index, line) in shown.enumerated() {
            screen.put(line.0, row: inner.row + index, column: inner.column + 1, style: line.1, limit: textWidth)
        }
        for (index, line) in footer.enumerated() where shown.count + index < inner.height {
            screen.put(line, row: inner.row + shown.count + index, column: inner.column + 1, style: .key, limit: textWidth)
        }
        if body.count > room {
            // Where the view is, on the bottom border: "12–30/80".
            let position = " \(start + 1)–\(start + shown.count)/\(body.count) "
            let column = frame.column + frame.width - 2 - DisplayWidth.of(position)
            if column > frame.column { screen.put(position, row: frame.row + frame.height - 1, column: column, style: .dim) }
        }
        return inner
    }
}
