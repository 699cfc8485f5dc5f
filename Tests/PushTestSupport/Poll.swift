import Foundation

/// How much longer every test deadline is in this run: `./dev sanitize` sets
/// `PUSHTUI_TEST_TIMEOUT_SCALE`, because a sanitized build runs several times slower and a deadline
/// made for a normal build would fail a correct test. 1 in a normal run.
public let testTimeoutScale: Double = ProcessInfo.processInfo.environment["PUSHTUI_TEST_TIMEOUT_SCALE"]
    .flatMap(Double.init).map { max(1, $0) } ?? 1

/// Checks `condition` every few milliseconds until it holds or `timeout` seconds (times
/// ``testTimeoutScale``) pass; returns whether it held. Tests wait for a state this way, never with
/// a blind sleep.
@discardableResult
public func poll(until condition: () throws -> Bool, timeout: TimeInterval = 10) rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(timeout * testTimeoutScale * 1000)))
    while true {
        if try condition() { return true }
        if clock.now >= deadline { return false }
        // A 10 ms pause between checks keeps the loop off the CPU; it is never the thing waited for.
        _ = Foundation.poll(nil, 0, 10)
    }
}
