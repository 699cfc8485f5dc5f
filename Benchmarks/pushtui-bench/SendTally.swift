import Foundation
import PushCore
import PushTransport
import Synchronization

/// What the send benchmark keeps of each `PushResult` while a batch runs: latencies, the
/// connections that carried the pushes, outcome counts, and the resident memory at checkpoints.
/// Results arrive on many tasks at once, hence the lock.
final class SendTally: Sendable {
    struct Figures {
        var latencies: [Duration] = []
        var connectionIDs: Set<Int> = []
        var delivered = 0
        /// Non-delivered results by summary, so a failed run says why.
        var problems: [String: Int] = [:]
        /// Resident bytes right after the given number of results had arrived.
        var residentAfter: [Int: Int] = [:]
    }

    private let checkpoints: Set<Int>
    private let figures: Mutex<Figures>

    init(expected: Int, checkpoints: Set<Int>) {
        self.checkpoints = checkpoints
        var empty = Figures()
        empty.latencies.reserveCapacity(expected)
        figures = Mutex(empty)
    }

    func record(_ result: PushResult) {
        let completed = figures.withLock { figures in
            figures.latencies.append(result.latency)
            if let connectionID = result.connectionID { figures.connectionIDs.insert(connectionID) }
            if result.outcome == .delivered {
                figures.delivered += 1
            } else {
                figures.problems[result.summary, default: 0] += 1
            }
            return figures.latencies.count
        }
        // Read outside the lock: /proc is slow next to a push, and only two results pay for it.
        if checkpoints.contains(completed), let resident = ProcessMemory.resident {
            figures.withLock { $0.residentAfter[completed] = resident }
        }
    }

    var snapshot: Figures { figures.withLock { $0 } }
}

extension [Duration] {
    /// The value below which `fraction` of the sorted samples lie (nearest rank).
    func percentile(_ fraction: Double) -> Duration {
        guard !isEmpty else { return .zero }
        let sorted = self.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }
}

extension Duration {
    /// Milliseconds with two decimals, for tables.
    var millisecondsText: String {
        let (seconds, attoseconds) = components
        return String(format: "%.2f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }
}
