import CCursesShims

/// Video attributes of a cell, as bits `pt_put_cell` understands.
struct TextAttributes: OptionSet, Sendable, Hashable {
    let rawValue: UInt32
    static let bold = TextAttributes(rawValue: UInt32(PT_ATTR_BOLD))
    static let dim = TextAttributes(rawValue: UInt32(PT_ATTR_DIM))
    static let reverse = TextAttributes(rawValue: UInt32(PT_ATTR_REVERSE))
    static let underline = TextAttributes(rawValue: UInt32(PT_ATTR_UNDERLINE))
    static let italic = TextAttributes(rawValue: UInt32(PT_ATTR_ITALIC))
}
