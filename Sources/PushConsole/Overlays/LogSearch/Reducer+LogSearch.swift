import Foundation
import PushCore

/// The Responses pane's search: `/` opens the search line (an overlay over the status bar that
/// takes the keys while rows narrow as you type), Enter keeps the search, Esc clears it; `n`/`N`
/// move between the matches.
extension Reducer {
    /// `/` in Responses: the search line, holding the current search to refine.
    static func openSearch(_ state: inout AppState) {
        state.focus = .log
        state.overlay = .search
    }

    /// A key the search line's text field takes; false when it is not one.
    static func typeIntoSearch(_ key: Key, in state: inout AppState) -> Bool {
        let before = state.logSearch.query
        guard state.logSearch.input.handle(key) else { return false }
        if state.logSearch.query != before { selectNewestMatch(&state) }
        return true
    }

    /// Text pasted into the search line.
    static func pasteIntoSearch(_ text: String, in state: inout AppState) {
        state.logSearch.input.insert(text)
        selectNewestMatch(&state)
    }

    /// The search line's keymap commands: Enter keeps the search, Esc clears it.
    static func searchCommand(_ command: ConsoleCommand, in state: inout AppState) {
        state.overlay = nil
        switch command {
        case .activate where state.logSearch.isActive:
            state.status = StatusMessage(matchSummary(state) + " · n/N next/previous · Esc clears", style: .dim)
        case .activate, .close:
            clearSearch(&state)
        default:
            break
        }
    }

    /// Esc in Responses: the search and its narrowing go.
    static func clearSearch(_ state: inout AppState) {
        guard state.logSearch.isActive else { return }
        let selected = state.logIndex
        state.logSearch = LogSearch()
        // The row that was selected stays selected, now among all the others.
        state.logIndex = state.log.indices.contains(selected) ? selected : max(0, state.log.count - 1)
        state.status = StatusMessage("search cleared", style: .dim)
    }

    /// `n` (`forward`) or `N`: the next or previous match, wrapping around at either end.
    static func moveToMatch(forward: Bool, in state: inout AppState) {
        guard state.logSearch.isActive else {
            state.status = StatusMessage("no search: / searches the responses", style: .dim)
            return
        }
        let matches = state.visibleLog.map(\.index)
        guard !matches.isEmpty else {
            state.status = StatusMessage("nothing matches “\(state.logSearch.query)”", style: .warning)
            return
        }
        let position = matches.firstIndex(of: state.logIndex) ?? (forward ? matches.count - 1 : 0)
        let next = (position + (forward ? 1 : -1) + matches.count) % matches.count
        state.logIndex = matches[next]
        state.status = StatusMessage(matchSummary(state), style: .dim)
    }

    /// "match 2 of 5 for “abc”", or that nothing matches.
    static func matchSummary(_ state: AppState) -> String {
        let matches = state.visibleLog.map(\.index)
        guard let position = matches.firstIndex(of: state.logIndex) else {
            return "nothing matches “\(state.logSearch.query)”"
        }
        return "match \(position + 1) of \(matches.count) for “\(state.logSearch.query)”"
    }

    /// The newest row that matches, selected while the search is typed.
    private static func selectNewestMatch(_ state: inout AppState) {
        if let newest = state.visibleLog.last { state.logIndex = newest.index }
    }
}
