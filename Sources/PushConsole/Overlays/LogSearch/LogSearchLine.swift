import Foundation

extension KeyScope {
    /// The Responses pane's search line.
    static let logSearch = KeyScope("Responses search", hasTextFields: true)
}

/// The Responses pane's search line, open over the status bar: what it types narrows the rows
/// (the search itself is the Responses slice's, ``LogState/search``); Enter keeps the search, Esc
/// clears it.
struct LogSearchLine: OverlayFeature {
    /// What a key asks of the search line.
    enum Command: Hashable, Sendable {
        /// Keep the search.
        case activate
        /// Clear the search.
        case close
    }

    static let bindings: [CommandBinding<Command>] =
        [Keymap.bind([.enter], .logSearch, .activate, "keep the search (n/N move between its matches)", hint: "keep"),
         Keymap.bind([.escape], .logSearch, .close, "clear the search", hint: "clear")]

    var keyScope: KeyScope { .logSearch }

    func reduce(_ command: Command, in state: inout AppState, now: Date) -> OverlayReaction {
        switch command {
        case .activate where state.log.search.isActive:
            state.status = StatusMessage(state.log.matchSummary + " · n/N next/previous · Esc clears", style: .dim)
        case .activate, .close:
            state.status = state.log.clearSearch()
        }
        return .close
    }

    func type(_ key: Key, in state: inout AppState) -> [Effect]? {
        state.log.typeIntoSearch(key)
    }

    func paste(_ text: String, in state: inout AppState) -> [Effect] {
        state.log.pasteIntoSearch(text)
    }

    func draw(over state: AppState, into screen: inout Screen) {
        LogSearchView.draw(state, into: &screen)
    }
}
