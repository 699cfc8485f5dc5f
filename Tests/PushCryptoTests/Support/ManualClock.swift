import Synchronization

/// A clock in epoch seconds that only moves when a test moves it.
final class ManualClock: Sendable {
    private let seconds: Mutex<Int>

    init(_ start: Int) {
        seconds = Mutex(start)
    }

    var now: Int { seconds.withLock { $0 } }

    func advance(by delta: Int) {
        seconds.withLock { $0 += delta }
    }
}
