import Foundation

/// User plus system CPU time, which, unlike wall time, another busy process on the machine
/// barely moves: it says what a push costs even when the rates are noisy.
struct CPUTime {
    /// This process, all threads.
    let process: Duration
    /// Child processes that have finished and been waited for (h2load, curl, aioapns, send runs).
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

    /// The CPU time another running process has used so far (utime + stime of all its threads,
    /// from `/proc/<pid>/stat`), e.g. the simulator's; nil where /proc does not exist.
    static func of(pid: Int32) -> Duration? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // The command name may hold spaces, so count fields after its closing parenthesis:
        // state is 0, utime is 11, stime is 12 (in clock ticks).
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        let ticksPerSecond = Int(sysconf(Int32(_SC_CLK_TCK)))
        return .milliseconds((user + system) * 1000 / max(ticksPerSecond, 1))
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

    /// The duration in seconds as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Milliseconds with two decimals, for tables.
    var millisecondsText: String {
        String(format: "%.2f", seconds * 1_000)
    }
}
