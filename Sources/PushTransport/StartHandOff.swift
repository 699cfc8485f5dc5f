import PushCore

/// Decides who starts a batch's next push once one push has finished: the loop that started it,
/// when the push finished before `start` returned (refused before sending, or the client is shut
/// down), or else the push's completion. A batch of pushes that all fail at once then loops
/// instead of recursing one stack frame per push.
final class StartHandOff: Sendable {
    private enum State { case starting, finishedWhileStarting, started }

    private let state = Locked(State.starting)

    /// Called by the push's completion. True when the starter is still inside `start` and will
    /// start the next push itself once it returns.
    func finish() -> Bool {
        state.withLock { state in
            guard state == .starting else { return false }
            state = .finishedWhileStarting
            return true
        }
    }

    /// Called by the starter once `start` has returned. True when the push has already finished,
    /// so the starter goes on to the next one.
    func startReturned() -> Bool {
        state.withLock { state in
            if state == .finishedWhileStarting { return true }
            state = .started
            return false
        }
    }
}
