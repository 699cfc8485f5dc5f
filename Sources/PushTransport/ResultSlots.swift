import PushCore

/// Results of a batch gathered from concurrent tasks into their input positions.
final class ResultSlots: Sendable {
    private let slots: Locked<[PushResult?]>

    init(count: Int) {
        slots = Locked(Array(repeating: nil, count: count))
    }

    func store(_ result: PushResult, at index: Int) {
        slots.withLock { $0[index] = result }
    }

    /// Every stored result in input order (a batch fills every slot before this is read).
    var results: [PushResult] {
        slots.withLock { $0.compactMap { $0 } }
    }
}
