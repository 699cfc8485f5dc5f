/// A move through a list or a scrolling view: a line, a page, an end. Panes and overlays that
/// move or scroll wrap it in their own commands, so the keys that bind it are built in one place.
public enum ListCommand: Sendable, Hashable {
    case up, down, pageUp, pageDown, first, last

    /// How far it moves a list's cursor (negative: up; the ends as far as they go).
    var step: Int {
        switch self {
        case .up: return -1
        case .down: return 1
        case .pageUp: return -10
        case .pageDown: return 10
        case .first: return Int.min / 2
        case .last: return Int.max / 2
        }
    }
}
