/// The deadlines of one event loop's connections, earliest first. Entries are never removed: a
/// connection whose deadline moved later leaves a stale entry behind, which the loop recognises
/// (it no longer matches the connection's armed deadline) and skips, so moving a deadline costs
/// nothing on the hot path.
struct TimerHeap {
    struct Entry {
        let due: Int64
        let connection: Int32
    }

    private var entries: [Entry] = []

    /// The earliest deadline, if any.
    var nextDue: Int64? { entries.first?.due }

    mutating func add(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].due < entries[parent].due else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest entry when it is due at `now`.
    mutating func popDue(now: Int64) -> Entry? {
        guard let first = entries.first, first.due <= now else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return first }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count && entries[left].due < entries[smallest].due { smallest = left }
            if right < entries.count && entries[right].due < entries[smallest].due { smallest = right }
            guard smallest != parent else { return first }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
