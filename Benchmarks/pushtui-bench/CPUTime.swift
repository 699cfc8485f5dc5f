import Foundation

/// User plus system CPU time, which, unlike wall time, another busy process on the machine
/// barely moves: it says what a push costs even when the rates are noisy.
struct CPUTime {
    /// This process, all threads (here: pushtui's client and the in-process simulator).
    let process: Duration
    /// Child processes that have finished and been waited for (h2load, curl).
    let children: Duration

    static var now: CPUTime {
        #if os(Linux)
        // Glibc imports the selectors as an enum; getrusage takes their Int32 value.
        CPUTime(process: usage(Int32(RUSAGE_SELF.rawValue)), children: usage(Int32(RUSAGE_CHILDREN.rawValue)))
        #else
        CPUTime(process: usage(RUSAGE_SELF), children: usage(RUSAGE_CHILDREN))
        #endif
    }

    static func - (later: CPUTime, earlier: CPUTime) -> CPUTime {
        CPUTime(process: later.process - earlier.process, children: later.children - earlier.children)
    }

    private static func usage(_ who: Int32) -> Duration {
        var usage = rusage()
        guard getrusage(who, &usage) == 0 else { return .zero }
        func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }
}

extension Duration {
    /// Microseconds per item with no decimals, for tables.
    func microsecondsText(per count: Int) -> String {
        String(format: "%.0f", seconds * 1e6 / Double(max(count, 1)))
    }
}
