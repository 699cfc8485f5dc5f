import Foundation
import PushCore
import PushTransport
import Synchronization

/// Sends a batch on an `APNsClient` until every push is answered or Ctrl-C (SIGINT) or SIGTERM
/// arrives. On a signal it shuts the client down — pushes in flight end as cancelled — and returns
/// at once, without waiting for pushes held in a retry backoff; a second signal ends the process.
enum InterruptibleBatch {
    static let signals = [SIGINT, SIGTERM]

    /// Returns true when a signal ended the batch; `onInterrupt` runs first, before the shutdown.
    static func send(_ requests: [PushRequest], with client: APNsClient,
                     onResult: @escaping @Sendable (Int, PushResult) -> Void,
                     onInterrupt: @escaping @Sendable () -> Void) async -> Bool {
        let stop = StopSignal(signals: signals)
        // Set before the shutdown: the shutdown fails the last pushes, which can finish the batch
        // (and race to resume) before the signal's own path gets there.
        let signalled = Mutex(false)
        let interrupted = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let end = ResumeOnce(continuation)
            stop.whenSignalled {
                StopSignal.restoreDefaults(signals)
                signalled.withLock { $0 = true }
                onInterrupt()
                client.shutdown()
                end.resume(returning: true)
            }
            client.begin(requests, onResult: onResult, onFinished: { end.resume(returning: signalled.withLock { $0 }) })
        }
        // A batch that the signal's shutdown finished resumed us before that shutdown returned:
        // wait for it, so the client's worker is done before the caller reports and exits.
        if interrupted { client.shutdown() }
        // A signal from now on interrupts nothing: let it end the process as usual.
        StopSignal.restoreDefaults(signals)
        return interrupted
    }
}

extension InterruptibleBatch {
    /// Runs `work` to its end, calling `onInterrupt` if Ctrl-C or SIGTERM arrives meanwhile
    /// (shutting a client down, so that `work` ends soon); returns its result and whether a signal
    /// came. For sends whose client fails every request at once on shutdown (FCM has no retries).
    static func run<Value>(onInterrupt: @escaping @Sendable () -> Void, _ work: () async -> Value) async -> (Value, interrupted: Bool) {
        let stop = StopSignal(signals: signals)
        let interrupted = Mutex(false)
        stop.whenSignalled {
            StopSignal.restoreDefaults(signals)
            interrupted.withLock { $0 = true }
            onInterrupt()
        }
        let value = await work()
        StopSignal.restoreDefaults(signals)
        return (value, interrupted.withLock { $0 })
    }
}

/// Resumes a continuation from whichever of two paths gets there first.
private final class ResumeOnce: Sendable {
    private let continuation: Mutex<CheckedContinuation<Bool, Never>?>

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(returning value: Bool) {
        continuation.withLock { pending in
            defer { pending = nil }
            return pending
        }?.resume(returning: value)
    }
}
