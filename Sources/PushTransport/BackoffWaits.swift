import Synchronization

/// The retry backoffs an `APNsClient` is waiting out, so a shutdown can cut them short: a push
/// held for a 30-second `Retry-After` must not keep a shutting-down client (or an interrupted
/// send) waiting. Each wait is a task that sleeps; the worker thread never waits.
final class BackoffWaits: Sendable {
    private struct State {
        var nextID = 0
        var sleeping: [Int: Task<Void, Never>] = [:]
        var isCutShort = false
    }

    private let state = Mutex(State())

    /// Runs `resume` after `duration`, or sooner once the waits are cut short.
    func wait(_ duration: Duration, then resume: @escaping @Sendable () -> Void) {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            // Made under the lock, so the task cannot remove its entry before it is stored.
            let task = Task {
                // A cancelled sleep throws at once: that is the shortcut.
                try? await Task.sleep(for: duration)
                self.state.withLock { _ = $0.sleeping.removeValue(forKey: id) }
                resume()
            }
            if state.isCutShort { task.cancel() } else { state.sleeping[id] = task }
        }
    }

    /// Ends every wait now, and every later one as soon as it starts.
    func cutShort() {
        let sleeping = state.withLock { state in
            state.isCutShort = true
            return Array(state.sleeping.values)
        }
        for task in sleeping { task.cancel() }
    }
}
