// TEMPORARY until the editor branch (KeyName.swift) lands; deleted at merge.
extension Key {
    public var displayName: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .control(let c): return "Ctrl-\(c.uppercased())"
        case .function(let n): return "F\(n)"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .enter: return "Enter"
        case .up: return "↑"
        case .down: return "↓"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        default: return "\(self)"
        }
    }
}
