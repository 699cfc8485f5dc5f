import Foundation

/// Watches the client's loop for a request libcurl can never send. A server whose SETTINGS allow
/// no streams (SETTINGS_MAX_CONCURRENT_STREAMS 0), read before a request went out, leaves the
/// request queued in nghttp2 for good, and libcurl 7.88 keeps asking to write for it: its poll
/// returns at once, round after round, with nothing done. After ``quietRoundsBeforeNapping`` such
/// rounds the loop goes no faster than a round a millisecond, and every ``checkInterval`` it asks
/// whether its transfers have stalled that way (``CurlTransfer/neverOpenedItsStream(within:)``).
/// Used by the client's worker thread only.
final class StalledStreamWatch {
    /// Bumped by the transfers' callbacks each time part of an answer arrives: a round that read
    /// some made progress even if nothing finished.
    var received = 0
    private var receivedBefore = 0
    private var quietRounds = 0
    private var nextCheck = ContinuousClock.now

    /// Rounds in a row that moved nothing before the loop is slowed and checked.
    static let quietRoundsBeforeNapping = 100
    /// How often a slowed loop looks for stalled transfers.
    static let checkInterval = Duration.milliseconds(100)

    /// Ends a round of the loop, `progressed` when a transfer finished or started in it. Returns
    /// whether to look for stalled transfers now. A round that moved nothing sleeps a millisecond
    /// once there have been enough of them in a row: nothing to lose for a loop that waits anyway,
    /// and no clock read around every wait to tell a busy one from a slow one.
    func endRound(progressed: Bool) -> Bool {
        let moved = progressed || received != receivedBefore
        receivedBefore = received
        guard !moved else {
            quietRounds = 0
            return false
        }
        quietRounds += 1
        guard quietRounds >= Self.quietRoundsBeforeNapping else { return false }
        usleep(1000)
        let now = ContinuousClock.now
        guard now >= nextCheck else { return false }
        nextCheck = now + Self.checkInterval
        return true
    }
}
