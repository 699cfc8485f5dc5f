import CCursesShims
import PushConsole

/// Paints `Screen`s onto stdscr, sending only the cells that differ from the previous frame, and
/// one `doupdate()` per frame.
final class CellPainter {
    private let window: UnsafeMutablePointer<WINDOW>
    private let styles: [StyleRole: (attributes: UInt32, pair: Int16)]
    private var previous: Screen?
    private var cursorShown: Bool?

    /// Sets up one colour pair per role that needs colour (pair numbers from 1, in `StyleRole` order).
    init(window: UnsafeMutablePointer<WINDOW>, mode: ColorMode, defaultColorsAvailable: Bool) {
        self.window = window
        var styles: [StyleRole: (attributes: UInt32, pair: Int16)] = [:]
        for (index, role) in StyleRole.allCases.enumerated() {
            let style = StylePalette.style(for: role, in: mode)
            var pair: Int16 = 0
            if mode != .monochrome, style.hasColor {
                pair = Int16(index + 1)
                // Without use_default_colors, -1 is not a colour: fall back to white on black.
                let foreground = style.foreground >= 0 || defaultColorsAvailable ? style.foreground : 7
                let background = style.background >= 0 || defaultColorsAvailable ? style.background : 0
                init_pair(pair, foreground, background)
            }
            styles[role] = (style.attributes.rawValue, pair)
        }
        self.styles = styles
    }

    /// Forgets the last frame, so the next one repaints everything (after a resize).
    func invalidate() {
        previous = nil
        clearok(window, true)
    }

    /// Paints the last frame again, every cell of it; the next one repaints everything when there was none.
    func repaint() {
        let last = previous
        invalidate()
        if let last { paint(last) }
    }

    /// Shows `screen`.
    func paint(_ screen: Screen) {
        let sameShape = previous.map { $0.width == screen.width && $0.height == screen.height } ?? false
        let last = sameShape ? previous : nil
        if last == nil { werase(window) }
        let rows = min(screen.height, Int(pt_lines()))
        let columns = min(screen.width, Int(pt_columns()))
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = screen[row, column]
                // The terminal fills the right half of a wide character itself.
                if cell.isContinuation { continue }
                if let last, last[row, column] == cell { continue }
                put(cell, row: row, column: column, columns: columns)
            }
        }
        placeCursor(screen.cursor, rows: rows, columns: columns)
        wnoutrefresh(window)
        doupdate()
        previous = screen
    }

    private func put(_ cell: Cell, row: Int, column: Int, columns: Int) {
        var grapheme = cell.grapheme.isEmpty ? " " : cell.grapheme
        // A wide character cut by the terminal's right edge would wrap; show a blank instead.
        if column + 1 >= columns, grapheme.first.map(DisplayWidth.of) == 2 { grapheme = " " }
        // setcchar takes a spacing character and at most CCHARW_MAX - 1 combining marks.
        var text = grapheme.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) }
        text.append(0)
        let style = styles[cell.style] ?? (0, 0)
        _ = pt_put_cell(window, Int32(row), Int32(column), text, style.attributes, style.pair)
    }

    private func placeCursor(_ cursor: Screen.Position?, rows: Int, columns: Int) {
        let visible = cursor.map { $0.row >= 0 && $0.row < rows && $0.column >= 0 && $0.column < columns } ?? false
        if let cursor, visible { wmove(window, Int32(cursor.row), Int32(cursor.column)) }
        if cursorShown != visible {
            curs_set(visible ? 1 : 0)
            cursorShown = visible
        }
    }
}
