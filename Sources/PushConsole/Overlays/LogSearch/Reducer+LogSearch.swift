import Foundation
import PushCore

/// The search line over the Responses pane: `/` opens it (an overlay over the status bar that
/// takes the keys while the rows narrow as you type), Enter keeps the search, Esc clears it.
extension Reducer {
    /// `/` in Responses: the search line, holding the current search to refine.
    static func openSearch(_ state: inout AppState) {
        state.focus = .log
        state.overlay = .search
    }

    /// The search line's keymap commands: Enter keeps the search, Esc clears it.
    static func searchCommand(_ command: ConsoleCommand, in state: inout AppState) {
        state.overlay = nil
        switch command {
        case .activate where state.log.search.isActive:
            state.status = StatusMessage(state.log.matchSummary + " · n/N next/previous · Esc clears", style: .dim)
        case .activate, .close:
            state.status = state.log.clearSearch()
        default:
            break
        }
    }
}
