import Foundation
import PushCore

/// Runs a send until it ends or Ctrl-C (SIGINT), SIGTERM or SIGHUP (a closed terminal, a dropped
/// SSH session) arrives. On a signal it tells the send to stop (shutting its clients down: pushes
/// in flight, waiting out a retry backoff or not started yet all end at once as cancelled), so the
/// send ends promptly; a second Ctrl-C or SIGTERM ends the process, a second hangup is ignored.
enum InterruptibleBatch {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `work` to its end and returns its result, calling `onInterrupt` if one of the signals
    /// arrives meanwhile (stopping a dispatcher, so that `work` ends soon: its result says so).
    static func run<Value, Failure: Error>(onInterrupt: @escaping @Sendable () -> Void,
                                           _ work: () async throws(Failure) -> Value) async throws(Failure) -> Value {
        let stop = StopSignal(signals: signals)
        stop.whenSignalled {
            StopSignal.restoreDefaults([SIGINT, SIGTERM])
            // A hangup comes again (the terminal's session ending sends another): it is no one
            // asking twice, and the results still being recorded must not be cut off by it.
            signal(SIGHUP, SIG_IGN)
            onInterrupt()
        }
        defer { StopSignal.restoreDefaults(signals) }
        return try await work()
    }
}
