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
    /// `request()` makes each of the `count` pushes just before it is sent, one call at a time, so
    /// only the pushes in flight exist at once; push `i` is the `i`-th it made, and `onResult` gets
    /// that index. With several clients (`--connections`) each takes the next push whenever it has
    /// room, each on its own connection and worker thread. Every client is shut down when this returns.
    static func send(count: Int, request: @escaping @Sendable () -> PushRequest, with clients: [APNsClient],
                     onResult: @escaping @Sendable (Int, PushResult) -> Void,
                     onInterrupt: @escaping @Sendable () -> Void) async -> Bool {
        let order = LaneOrder(lanes: clients.count)
        let (_, interrupted) = await run(onInterrupt: {
            onInterrupt()
            clients.forEach { $0.shutdown() }
        }) {
            await withTaskGroup(of: Void.self) { group in
                for (lane, client) in clients.enumerated() {
                    // The lanes' counts add up to `count`, and every push a lane takes is the next made.
                    let share = (count - lane + clients.count - 1) / clients.count
                    group.addTask {
                        await client.send(count: share, request: { order.take(lane: lane, local: $0, request) },
                                          onResult: { onResult(order.finish(lane: lane, local: $0), $1) })
                    }
                }
            }
        }
        // After a signal the batch can end while the signal's shutdown is still finishing: this
        // one waits for it, so every worker is done before the caller reports and exits.
        clients.forEach { $0.shutdown() }
        return interrupted
    }
}

/// Which push of the batch each lane's push is: a lane's pushes are numbered from 0 on its own,
/// the batch numbers them in the order they were made. Holds only the pushes in flight.
private final class LaneOrder: Sendable {
    private struct State {
        var made = 0
        var inFlight: [[Int: Int]]
    }
    private let state: Locked<State>
    /// With one lane its numbers are the batch's, and nothing needs remembering.
    private let single: Bool

    init(lanes: Int) {
        state = Locked(State(inFlight: Array(repeating: [:], count: lanes)))
        single = lanes == 1
    }

    /// Makes the next push of the batch as push `local` of `lane`.
    func take(lane: Int, local: Int, _ make: () -> PushRequest) -> PushRequest {
        state.withLock { state in
            if !single { state.inFlight[lane][local] = state.made }
            state.made += 1
            return make()
        }
    }

    /// The batch's index of push `local` of `lane`, which has ended.
    func finish(lane: Int, local: Int) -> Int {
        // Every push a lane reports was taken first (APNsClient makes a push before it starts it).
        single ? local : state.withLock { $0.inFlight[lane].removeValue(forKey: local) ?? local }
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
