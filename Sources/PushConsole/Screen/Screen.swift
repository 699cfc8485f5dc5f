/// A terminal-sized grid of cells that views draw into. Rendering never touches a terminal, so
/// every screen can be compared with a snapshot; the terminal driver paints the finished grid.
public struct Screen: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor should be shown (a text field or the editor), or nil to hide it.
    public var cursor: Position?

    /// A row and a column, both from 0.
    public struct Position: Sendable, Equatable {
        public var row: Int
        public var column: Int
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// A blank screen.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(), count: self.width * self.height)
    }

    /// The cell at `row`, `column`; a blank cell outside the grid.
    public subscript(row: Int, column: Int) -> Cell {
        guard contains(row: row, column: column) else { return .blank() }
        return cells[row * width + column]
    }

    /// Whether the position is on the grid.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// Draws `text` from `column` on `row` in `style`, at most `limit` columns wide (the screen's
    /// edge otherwise), and returns the columns used. Wide characters take two cells; one that would
    /// straddle the limit is replaced by a space. Control characters are drawn as `·` so stray
    /// bytes cannot move the terminal's cursor.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, row: Int, column: Int, style: StyleRole = .normal,
                             limit: Int? = nil) -> Int {
        guard row >= 0, row < height, column < width else { return 0 }
        let end = min(width, limit.map { column + max(0, $0) } ?? width)
        var x = column
        for character in text {
            let drawn = Self.isControl(character) ? "·" : character
            let columns = DisplayWidth.of(drawn)
            if columns == 0 {
                // A lone zero-width character joins the previous cell's grapheme.
                if x > column, x - 1 >= 0 { cells[row * width + x - 1].grapheme.append(drawn) }
                continue
            }
            if x + columns > end {
                if x < end, x >= 0 { set(row: row, column: x, Cell(grapheme: " ", style: style)) }
                x = end
                break
            }
            if x >= 0 { set(row: row, column: x, Cell(grapheme: String(drawn), style: style)) }
            if columns == 2, x + 1 >= 0 { set(row: row, column: x + 1, Cell(grapheme: "", style: style, isContinuation: true)) }
            x += columns
        }
        return max(0, x - column)
    }

    /// Fills a rectangle with `character` in `style`.
    public mutating func fill(row: Int, column: Int, width: Int, height: Int, with character: Character = " ",
                              style: StyleRole = .normal) {
        for y in Self.span(from: row, count: height, limit: self.height) {
            for x in Self.span(from: column, count: width, limit: self.width) {
                set(row: y, column: x, Cell(grapheme: String(character), style: style))
            }
        }
    }

    /// Changes the style of a rectangle, keeping its text (selection highlights).
    public mutating func restyle(row: Int, column: Int, width: Int, height: Int = 1, style: StyleRole) {
        for y in Self.span(from: row, count: height, limit: self.height) {
            for x in Self.span(from: column, count: width, limit: self.width) {
                cells[y * self.width + x].style = style
            }
        }
    }

    /// The text layer for snapshots: one line per row, continuation cells omitted.
    public var text: String {
        (0..<height).map { row in
            (0..<width).map { self[row, $0] }.filter { !$0.isContinuation }.map(\.grapheme).joined()
        }.joined(separator: "\n")
    }

    /// The style layer for snapshots: one `StyleRole` code per column.
    public var styles: String {
        (0..<height).map { row in
            String((0..<width).map { self[row, $0].style.rawValue })
        }.joined(separator: "\n")
    }

    private mutating func set(row: Int, column: Int, _ cell: Cell) {
        guard contains(row: row, column: column) else { return }
        let index = row * width + column
        // Overwriting half of a wide character blanks its other half.
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if column + 1 < width, cells[index + 1].isContinuation, !cell.isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// The part of `start..<start + count` inside `0..<limit`; empty (never a crash) when a
    /// rectangle lies off the grid or has a negative size.
    private static func span(from start: Int, count: Int, limit: Int) -> Range<Int> {
        let lower = min(max(0, start), limit)
        return lower..<max(lower, min(limit, start + count))
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
