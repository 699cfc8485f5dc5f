/// How many colours the style table may use, decided once when the terminal opens.
enum ColorMode: Sendable, CaseIterable {
    /// 256 colours: the palette's indexed shades.
    case extended
    /// 8 or 16 colours: the ANSI set, brightened with bold.
    case basic
    /// No colour at all (`NO_COLOR`, or a terminal without colours): attributes only.
    case monochrome

    /// The mode for a terminal with `colors` colours; `NO_COLOR` (https://no-color.org) wins.
    static func choose(colors: Int, hasColors: Bool, noColorRequested: Bool) -> ColorMode {
        if noColorRequested || !hasColors || colors < 8 { return .monochrome }
        return colors >= 256 ? .extended : .basic
    }
}
