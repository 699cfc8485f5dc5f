import Foundation

/// Milliseconds on a clock that never jumps, for latencies and deadlines (the injected wall clock
/// is only for what a client sees: JWT ages and timestamps).
enum MonotonicClock {
    static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
