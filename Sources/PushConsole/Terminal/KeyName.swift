extension Key {
    /// How the key is written in the status bar, the help overlay and the README key table:
    /// `Ctrl-S`, `F5`, `Tab`, `Shift-Tab`, `Esc`, `Enter`, `↑`, `PgUp`, `?`, `q`, `Space`.
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .escape: "Esc"
        case .insert: "Ins"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .wordLeft: "Ctrl-←"
        case .wordRight: "Ctrl-→"
        case .function(let number): "F\(number)"
        }
    }
}
