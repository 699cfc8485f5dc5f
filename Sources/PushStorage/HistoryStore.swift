import PushCore

/// Where pushes are remembered: the console's Responses pane and `pushtui send` share one.
public protocol HistoryStore: Sendable {
    /// Appends `records` in one go, in order, each whole: a reader never sees half of one.
    func append(_ records: [HistoryRecord]) throws(HistoryError)
    /// The last `limit` records, oldest first.
    func records(limit: Int) -> [HistoryRecord]
}
