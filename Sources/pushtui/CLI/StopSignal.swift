import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT/SIGTERM into an event a foreground command can await, so it can shut down
/// cleanly instead of dying mid-write.
final class StopSignal: Sendable {
    private let waiter = Mutex<CheckedContinuation<Void, Never>?>(nil)
    private let arrived = Mutex(false)
    // Dispatch sources are not Sendable; they are only configured here and cancelled in deinit.
    private nonisolated(unsafe) let sources: [any DispatchSourceSignal]

    init(signals: [Int32]) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            return DispatchSource.makeSignalSource(signal: number, queue: .global())
        }
        for source in sources {
            source.setEventHandler { [weak self] in self?.deliver() }
            source.resume()
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
    }

    /// Returns once one of the signals has arrived (at once if one already has).
    func wait() async {
        await withCheckedContinuation { continuation in
            let already = arrived.withLock { $0 }
            if already {
                continuation.resume()
            } else {
                waiter.withLock { $0 = continuation }
                // A signal may have landed between the check and the store.
                if arrived.withLock({ $0 }) { deliver() }
            }
        }
    }

    private func deliver() {
        arrived.withLock { $0 = true }
        waiter.withLock { waiting in
            waiting?.resume()
            waiting = nil
        }
    }
}
