/// How one `StyleRole` looks: colour indexes (-1 is the terminal's default) and attributes.
struct CellStyle: Sendable, Hashable {
    /// The terminal's own foreground or background colour.
    static let defaultColor: Int16 = -1

    var foreground: Int16 = defaultColor
    var background: Int16 = defaultColor
    var attributes: TextAttributes = []

    /// Whether the style uses any colour, that is, needs a colour pair.
    var hasColor: Bool { foreground != Self.defaultColor || background != Self.defaultColor }
}
