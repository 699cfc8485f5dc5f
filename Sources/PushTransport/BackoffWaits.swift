import Dispatch
import PushCore

/// The retry backoffs an `APNsClient` is waiting out, so a shutdown can cut them short: a push
/// held for a 30-second `Retry-After` must not keep a shutting-down client (or an interrupted
/// send) waiting, and ends with the answer it was waiting after. Waits are Dispatch timers, so
/// neither the worker thread nor Swift's cooperative pool (which a busy caller may have filled) is
/// needed to wake them.
final class BackoffWaits: Sendable {
    private struct State {
        var nextID = 0
        /// What each wait does when its time comes, and when it is cut short.
        var waiting: [Int: (resume: @Sendable () -> Void, cut: @Sendable () -> Void)] = [:]
        var isCutShort = false
    }

    private let state = Locked(State())

    /// Runs `resume` once after `duration`, or `cut` instead as soon as the waits are cut short.
    func wait(_ duration: Duration, then resume: @escaping @Sendable () -> Void, orIfCutShort cut: @escaping @Sendable () -> Void) {
        let id: Int? = state.withLock { state in
            guard !state.isCutShort else { return nil }
            let id = state.nextID
            state.nextID += 1
            state.waiting[id] = (resume, cut)
            return id
        }
        guard let id else { return DispatchQueue.global().async(execute: cut) }
        let (seconds, attoseconds) = duration.components
        let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds))) { self.fire(id) }
    }

    /// How many waits are running: for tests that must act while a push waits out its backoff.
    var count: Int { state.withLock { $0.waiting.count } }

    /// Ends every wait now, and every later one as soon as it starts.
    func cutShort() {
        let waiting = state.withLock { state in
            state.isCutShort = true
            defer { state.waiting = [:] }
            return state.waiting.values.map(\.cut)
        }
        for cut in waiting { DispatchQueue.global().async(execute: cut) }
    }

    /// The timer of wait `id` fired: resume it unless a cut already did.
    private func fire(_ id: Int) {
        state.withLock { $0.waiting.removeValue(forKey: id) }?.resume()
    }
}
