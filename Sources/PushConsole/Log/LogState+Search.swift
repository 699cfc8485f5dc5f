import PushCore

/// The Responses pane's search: narrowing as it is typed, `n`/`N` between its matches, clearing.
extension LogState {
    /// A key the search line's text field takes, and the search of the whole history a changed
    /// query asks for; nil when it is not one.
    mutating func typeIntoSearch(_ key: Key) -> [Effect]? {
        let before = search.query
        guard search.input.handle(key) else { return nil }
        return search.query == before ? [] : queryChanged()
    }

    /// Text pasted into the search line, and the search of the whole history it asks for.
    mutating func pasteIntoSearch(_ text: String) -> [Effect] {
        let before = search.query
        search.input.insert(text)
        return search.query == before ? [] : queryChanged()
    }

    /// The rows in memory narrow at once; the whole history is searched for the new query (the
    /// answer to an older one is not taken: ``historySearched(_:rows:isComplete:)``).
    private mutating func queryChanged() -> [Effect] {
        search.wholeHistory = nil
        selectNewestVisible()
        return search.isActive ? [.searchHistory(search)] : []
    }

    /// What a search of the whole history for `query` found: matches the pane does not hold yet
    /// go above its rows (they are older than every row read or followed), the cursor staying on
    /// its row. An answer for a query no longer typed is dropped.
    mutating func historySearched(_ query: String, rows found: [LogRow], isComplete: Bool) {
        guard search.isActive, query == search.query else { return }
        let held = Set(rows.map(\.recordIdentity))
        var seen = Set<LogRow.RecordIdentity>()
        let fresh = found.filter { !held.contains($0.recordIdentity) && seen.insert($0.recordIdentity).inserted }
        // No match in memory: the cursor goes to the newest found; else it stays on its row.
        let noMatchHeld = visible.isEmpty
        rows = fresh + rows
        selected += fresh.count
        search.wholeHistory = LogSearch.WholeHistoryAnswer(query: query, isComplete: isComplete)
        if noMatchHeld { selectNewestVisible() }
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
        let scope = search.wholeHistory.map { $0.isComplete ? " (whole history)" : " (newest of the whole history)" } ?? ""
        return "match \(position + 1) of \(matches.count) for “\(search.query)”" + scope
    }
}
