import CShims

/// Video attributes of a cell, as bits `pt_put_cell` understands.
struct TextAttributes: OptionSet, Sendable, Hashable {
    let rawValue: UInt32
    static let bold = TextAttributes(rawValue: UInt32(PT_ATTR_BOLD))
    static let dim = TextAttributes(rawValue: UInt32(PT_ATTR_DIM))
    static let reverse = TextAttributes(rawValue: UInt32(PT_ATTR_REVERSE))
    static let underline = TextAttributes(rawValue: UInt32(PT_ATTR_UNDERLINE))
    static let italic = TextAttributes(rawValue: UInt32(PT_ATTR_ITALIC))
}

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
