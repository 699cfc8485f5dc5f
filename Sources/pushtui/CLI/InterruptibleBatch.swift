import Foundation
import PushCore
import PushTransport

/// Sends a batch on an `APNsClient` until every push is answered or Ctrl-C (SIGINT) or SIGTERM
/// arrives. On a signal it shuts the client down: pushes in flight, waiting out a retry backoff or
/// not started yet all end at once as cancelled, so the batch ends promptly; a second signal ends
/// the process.
enum InterruptibleBatch {
    static let signals = [SIGINT, SIGTERM]

    /// Returns true when a signal ended the batch; `onInterrupt` runs first, before the shutdown.
    /// The client is shut down when this returns.
    static func send(_ requests: [PushRequest], with client: APNsClient,
                     onResult: @escaping @Sendable (Int, PushResult) -> Void,
                     onInterrupt: @escaping @Sendable () -> Void) async -> Bool {
        let (_, interrupted) = await run(onInterrupt: {
            onInterrupt()
            client.shutdown()
        }) {
            await client.send(requests, onResult: onResult)
        }
        // After a signal the batch can end while the signal's shutdown is still finishing: this
        // one waits for it, so the client's worker is done before the caller reports and exits.
        client.shutdown()
        return interrupted
    }
}

extension InterruptibleBatch {
    /// Runs `work` to its end, calling `onInterrupt` if Ctrl-C or SIGTERM arrives meanwhile
    /// (shutting a client down, so that `work` ends soon); returns its result and whether a signal
    /// came. For sends whose client fails every request at once on shutdown.
    static func run<Value>(onInterrupt: @escaping @Sendable () -> Void, _ work: () async -> Value) async -> (Value, interrupted: Bool) {
        let stop = StopSignal(signals: signals)
        let interrupted = Locked(false)
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
