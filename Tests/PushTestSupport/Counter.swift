import PushCore

/// A thread-safe tally for counting calls from many threads.
public final class Counter: Sendable {
    private let count = Locked(0)

    public init() {}

    /// The calls counted so far.
    public var value: Int { count.withLock { $0 } }

    /// Counts one call.
    public func increment() {
        count.withLock { $0 += 1 }
    }
}
