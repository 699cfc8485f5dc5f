import PushCore

/// The Responses pane's search: narrowing as it is typed, `n`/`N` between its matches, clearing.
extension LogState {
    /// A key the search line's text field takes; false when it is not one.
    mutating func typeIntoSearch(_ key: Key) -> Bool {
        let before = search.query
        guard search.input.handle(key) else { return false }
        if search.query != before { selectNewestVisible() }
        return true
    }

    /// Text pasted into the search line.
    mutating func pasteIntoSearch(_ text: String) {
        search.input.insert(text)
        selectNewestVisible()
    }

    /// Clears the search, the selected row staying selected among all the others; what to say, or
    /// nil when there was no search.
    mutating func clearSearch() -> StatusMessage? {
        guard search.isActive else { return nil }
        search = LogSearch()
        return StatusMessage("search cleared", style: .dim)
    }

    /// `n` (`forward`) or `N`: the next or previous match, wrapping around at either end; what to say.
    mutating func moveToMatch(forward: Bool) -> StatusMessage {
        guard search.isActive else { return StatusMessage("no search: / searches the responses", style: .dim) }
        let matches = visible.map(\.index)
        guard !matches.isEmpty else { return StatusMessage("nothing matches “\(search.query)”", style: .warning) }
        let position = matches.firstIndex(of: selected) ?? (forward ? matches.count - 1 : 0)
        selected = matches[(position + (forward ? 1 : -1) + matches.count) % matches.count]
        return StatusMessage(matchSummary, style: .dim)
    }

    /// "match 2 of 5 for “abc”", or that nothing matches.
    var matchSummary: String {
        let matches = visible.map(\.index)
        guard let position = matches.firstIndex(of: selected) else { return "nothing matches “\(search.query)”" }
        return "match \(position + 1) of \(matches.count) for “\(search.query)”"
    }
}
