import PushCore

/// The Responses pane's slice: every push row, oldest first, the cursor and the outcome the pane
/// is filtered to. Its reducer (``reduce(_:)``) takes the pane's own keys; sends add rows through
/// ``append(_:)`` and answers land through ``answer(_:index:with:)``.
public struct LogState: Sendable, Equatable {
    /// Every row, oldest first.
    public var rows: [LogRow] = []
    /// The cursor: an index into `rows`.
    public var selected = 0
    /// What `f` narrows the pane to, or nil for every row.
    public var filter: LogFilter?
    /// The search (`/`) the rows are narrowed to as well.
    public var search = LogSearch()

    public init() {}

    /// The rows the filter and the search let through, with their indices in `rows`.
    public var visible: [(index: Int, row: LogRow)] {
        rows.enumerated().filter { (filter?.admits($0.element) ?? true) && search.matches($0.element) }.map { ($0.offset, $0.element) }
    }

    /// The row under the cursor.
    public var selectedRow: LogRow? { rows.indices.contains(selected) ? rows[selected] : nil }

    /// Whether any push is still waiting for its answer.
    public var hasPushesInFlight: Bool { rows.contains { $0.isInFlight } }

    /// A new row at the bottom, under the cursor.
    mutating func append(_ row: LogRow) {
        rows.append(row)
        selected = rows.count - 1
    }

    /// Rows read back from the history file go above this session's; the cursor goes to the newest.
    mutating func prepend(history: [LogRow]) {
        rows = history + rows
        selected = max(0, rows.count - 1)
    }

    /// Puts `answer` on the in-flight row of push `index` of send `id`; returns the answered row,
    /// or nil when no such row waits (a late or repeated answer lands nowhere).
    mutating func answer(_ id: SendID, index: Int, with answer: SendAnswer) -> LogRow? {
        guard let position = rows.firstIndex(where: { $0.sendID == id && $0.index == index }), rows[position].isInFlight else { return nil }
        rows[position].answer = answer
        return rows[position]
    }

    /// Every row of send `id` still in flight fails with `message`.
    mutating func failInFlight(_ id: SendID, message: String) {
        for position in rows.indices where rows[position].sendID == id && rows[position].isInFlight {
            rows[position].answer = SendAnswer(outcome: .failed, failure: message)
        }
    }

    /// Puts the cursor on the newest row the filter and the search let through, if any.
    mutating func selectNewestVisible() {
        if let newest = visible.last { selected = newest.index }
    }

    /// Moves the cursor `step` visible rows (negative: up), kept in range.
    mutating func move(by step: Int) {
        let indices = visible.map(\.index)
        let position = indices.firstIndex(of: selected) ?? indices.count - 1
        let target = Reducer.clamp(position + step, count: indices.count)
        if indices.indices.contains(target) { selected = indices[target] }
    }

    /// The pane's own keys: the cursor, the filter and the search's matches. Commands that reach
    /// other slices (details, resend, copy as curl) or open the search line are not consumed here.
    mutating func reduce(_ command: PaneCommand) -> EventState {
        switch command {
        case .move(let move):
            self.move(by: move.step)
            return .consumed
        case .nextMatch, .previousMatch:
            return .consumed(moveToMatch(forward: command == .nextMatch))
        case .cycleFilter:
            let order = LogFilter.cycle
            let position = order.firstIndex(of: filter) ?? 0
            filter = order[(position + 1) % order.count]
            selectNewestVisible()
            return .consumed(StatusMessage("showing " + (filter.map { "\($0.label) only" } ?? "every response")))
        default:
            return .notConsumed
        }
    }
}
