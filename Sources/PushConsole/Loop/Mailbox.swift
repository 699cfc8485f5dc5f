import PushCore

/// Where work finished on other threads leaves its actions for the loop: a locked queue that wakes
/// the loop's terminal wait when something arrives.
public final class Mailbox: Sendable {
    private let queue = Locked<[Action]>([])
    private let wake: @Sendable () -> Void

    /// - Parameter wake: interrupts the loop's wait (the terminal's self-pipe).
    public init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Leaves an action for the loop, from any thread.
    public func post(_ action: Action) {
        queue.withLock { $0.append(action) }
        wake()
    }

    /// Everything posted so far, oldest first.
    func drain() -> [Action] {
        queue.withLock { actions in
            defer { actions.removeAll(keepingCapacity: true) }
            return actions
        }
    }
}
