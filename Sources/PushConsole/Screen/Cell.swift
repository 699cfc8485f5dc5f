/// One character cell of a `Screen`.
public struct Cell: Sendable, Equatable {
    /// The grapheme drawn in the cell; a single space when blank. Empty for the right half of a
    /// wide character (see `isContinuation`).
    public var grapheme: String
    /// What the cell means.
    public var style: StyleRole
    /// True for the second column of a wide (two-column) character, which the terminal fills itself.
    public var isContinuation: Bool

    public init(grapheme: String = " ", style: StyleRole = .normal, isContinuation: Bool = false) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A blank cell in `style`.
    public static func blank(_ style: StyleRole = .normal) -> Cell {
        Cell(grapheme: " ", style: style)
    }
}
