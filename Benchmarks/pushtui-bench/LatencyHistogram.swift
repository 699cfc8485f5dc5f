import Foundation

/// Latencies counted in buckets 2 % wide, so p50 and p99 of any number of pushes cost a fixed
/// few kilobytes: keeping every sample would make the benchmark's own memory grow with the count.
struct LatencyHistogram {
    /// Bucket i holds latencies in [base·1.02^i, base·1.02^(i+1)); 1,200 buckets span 1 µs to 20 min.
    private static let growth = 1.02
    private static let base = 1e-6
    private var buckets = [Int](repeating: 0, count: 1_200)
    private(set) var count = 0

    mutating func record(_ latency: Duration) {
        let seconds = max(latency.seconds, Self.base)
        let index = Int((log(seconds / Self.base) / log(Self.growth)).rounded(.down))
        buckets[min(max(index, 0), buckets.count - 1)] += 1
        count += 1
    }

    /// The latency below which `fraction` of the samples lie (nearest rank, to the bucket's middle);
    /// nil with no samples.
    func percentile(_ fraction: Double) -> Duration? {
        guard count > 0 else { return nil }
        let rank = max(1, Int((fraction * Double(count)).rounded(.up)))
        var seen = 0
        for (index, samples) in buckets.enumerated() {
            seen += samples
            if seen >= rank {
                return .nanoseconds(Int64(Self.base * pow(Self.growth, Double(index) + 0.5) * 1e9))
            }
        }
        return nil
    }
}
