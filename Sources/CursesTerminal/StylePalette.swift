import PushConsole

/// The one table from a cell's meaning to its look, for each colour mode. Production is loud in
/// every mode (white on red, or reverse bold without colours); sandbox is calm green, a local
/// endpoint blue/magenta, so the environment is recognisable before anything is read.
enum StylePalette {
    // ANSI colour numbers (COLOR_* are macros of the same values).
    private static let black: Int16 = 0, red: Int16 = 1, green: Int16 = 2, yellow: Int16 = 3
    private static let blue: Int16 = 4, magenta: Int16 = 5, cyan: Int16 = 6, white: Int16 = 7

    /// The look of `role` in `mode`.
    static func style(for role: StyleRole, in mode: ColorMode) -> CellStyle {
        switch mode {
        case .extended: extended(role)
        case .basic: basic(role)
        case .monochrome: monochrome(role)
        }
    }

    private static func extended(_ role: StyleRole) -> CellStyle {
        switch role {
        case .normal: CellStyle()
        case .dim: CellStyle(foreground: 245)
        case .title: CellStyle(foreground: 75, attributes: .bold)
        case .emphasis: CellStyle(foreground: 222, attributes: .bold)
        case .selection: CellStyle(foreground: 231, background: 25)
        case .inactiveSelection: CellStyle(foreground: 252, background: 238)
        case .error: CellStyle(foreground: 203, attributes: .bold)
        case .warning: CellStyle(foreground: 214)
        case .ok: CellStyle(foreground: 78)
        case .border: CellStyle(foreground: 240)
        case .focusedBorder: CellStyle(foreground: 81, attributes: .bold)
        case .production: CellStyle(foreground: 231, background: 160, attributes: .bold)
        case .sandbox: CellStyle(foreground: 16, background: 72)
        case .local: CellStyle(foreground: 231, background: 61)
        case .key: CellStyle(foreground: 117, attributes: .bold)
        }
    }

    private static func basic(_ role: StyleRole) -> CellStyle {
        switch role {
        case .normal: CellStyle()
        case .dim: CellStyle(attributes: .dim)
        case .title: CellStyle(foreground: cyan, attributes: .bold)
        case .emphasis: CellStyle(foreground: yellow, attributes: .bold)
        case .selection: CellStyle(foreground: black, background: cyan)
        case .inactiveSelection: CellStyle(attributes: .underline)
        case .error: CellStyle(foreground: red, attributes: .bold)
        case .warning: CellStyle(foreground: yellow)
        case .ok: CellStyle(foreground: green)
        case .border: CellStyle(attributes: .dim)
        case .focusedBorder: CellStyle(foreground: cyan, attributes: .bold)
        case .production: CellStyle(foreground: white, background: red, attributes: .bold)
        case .sandbox: CellStyle(foreground: black, background: green)
        case .local: CellStyle(foreground: white, background: magenta)
        case .key: CellStyle(foreground: cyan, attributes: .bold)
        }
    }

    private static func monochrome(_ role: StyleRole) -> CellStyle {
        switch role {
        case .normal, .ok, .border: CellStyle()
        case .dim: CellStyle(attributes: .dim)
        case .title, .focusedBorder, .key, .warning: CellStyle(attributes: .bold)
        case .emphasis: CellStyle(attributes: [.bold, .underline])
        case .selection: CellStyle(attributes: .reverse)
        case .inactiveSelection: CellStyle(attributes: .underline)
        case .error: CellStyle(attributes: [.bold, .underline])
        case .production: CellStyle(attributes: [.reverse, .bold])
        case .sandbox, .local: CellStyle(attributes: .underline)
        }
    }
}
