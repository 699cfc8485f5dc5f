import PushCore

/// What a search of the whole history found (``HistoryFile/search(forAnyOf:limit:where:)``).
public struct HistoryMatches: Sendable, Equatable {
    /// The newest matching records, oldest first (as ``HistoryFile/records(limit:)`` gives them).
    public var records: [HistoryRecord]
    /// Whether these are all the matches: false when the search stopped at the limit, and older
    /// records may match too.
    public var isComplete: Bool

    /// Matches `records`, complete or not.
    public init(records: [HistoryRecord], isComplete: Bool) {
        self.records = records
        self.isComplete = isComplete
    }
}
