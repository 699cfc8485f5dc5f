/// Responses waiting for their scenario latency on one connection, so a slow stream never
/// holds up the others: the connection polls with the nearest deadline as its timeout.
struct ResponseSchedule {
    struct Entry {
        let due: Int64
        let request: IncomingRequest
        let response: OutgoingResponse
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(_ entry: Entry) {
        // Equal latencies arrive in order, so appending usually keeps the array sorted.
        let index = entries.lastIndex { $0.due <= entry.due }.map { $0 + 1 } ?? 0
        entries.insert(entry, at: index)
    }

    /// Removes and returns the entries due at `now`, earliest first.
    mutating func takeDue(now: Int64) -> [Entry] {
        let count = entries.prefix { $0.due <= now }.count
        defer { entries.removeFirst(count) }
        return Array(entries.prefix(count))
    }

    /// When the next entry is due; nil when there is none.
    var nextDue: Int64? { entries.first?.due }

    /// Forgets a stream the client reset or closed.
    mutating func cancel(streamID: Int32) {
        entries.removeAll { $0.request.streamID == streamID }
    }
}
