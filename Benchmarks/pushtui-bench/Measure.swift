import Foundation

/// Times a closure: the median of many runs, so one slow run (a page fault, the other core busy)
/// does not move the figure.
enum Measure {
    /// The median wall time of one call, in nanoseconds.
    static func median(iterations: Int, warmup: Int = 50, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        var samples: [UInt64] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        samples.sort()
        return Double(samples[samples.count / 2])
    }
}

/// Keeps a result alive so the optimiser cannot drop the work that produced it.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
