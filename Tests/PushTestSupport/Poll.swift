import Foundation

/// Checks `condition` every few milliseconds until it holds or `timeout` seconds pass; returns
/// whether it held. Tests wait for a state this way, never with a blind sleep.
@discardableResult
public func poll(until condition: () throws -> Bool, timeout: TimeInterval = 10) rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
    while true {
        if try condition() { return true }
        if clock.now >= deadline { return false }
        // A 10 ms pause between checks keeps the loop off the CPU; it is never the thing waited for.
        _ = Glibc.poll(nil, 0, 10)
    }
}
