import Synchronization

/// Decides who starts a batch's next push once one push has finished: the loop that started it,
/// when the push finished before `start` returned (refused before sending, or the client is shut
/// down), or else the push's completion. A batch of pushes that all fail at once then loops
/// instead of recursing one stack frame per push.
///
/// One per push, so its state is a single atomic word rather than a lock (which costs several
/// allocations to make and free).
final class StartHandOff: Sendable {
    private static let starting: UInt8 = 0, finishedWhileStarting: UInt8 = 1, started: UInt8 = 2

    private let state = Atomic<UInt8>(StartHandOff.starting)

    /// Called by the push's completion. True when the starter is still inside `start` and will
    /// start the next push itself once it returns.
    func finish() -> Bool {
        state.compareExchange(expected: Self.starting, desired: Self.finishedWhileStarting, ordering: .acquiringAndReleasing).exchanged
    }

    /// Called by the starter once `start` has returned. True when the push has already finished,
    /// so the starter goes on to the next one.
    func startReturned() -> Bool {
        // Still starting: the completion has not run, and will now start the next push itself.
        !state.compareExchange(expected: Self.starting, desired: Self.started, ordering: .acquiringAndReleasing).exchanged
    }
}
