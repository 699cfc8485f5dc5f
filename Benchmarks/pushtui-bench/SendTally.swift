import PushCore
import PushTransport

/// What a send run keeps of each `PushResult`: a latency histogram, the connections that carried
/// the pushes, and outcome counts; a fixed size whatever the count. Results arrive on the
/// client's worker thread while the caller reads at the end, hence the lock.
final class SendTally: Sendable {
    struct Figures {
        var latencies = LatencyHistogram()
        var connectionIDs: Set<Int> = []
        var delivered = 0
        /// Non-delivered results by summary, so a failed run says why.
        var problems: [String: Int] = [:]
    }

    private let figures = Locked(Figures())

    func record(_ result: PushResult) {
        figures.withLock { figures in
            figures.latencies.record(result.latency)
            if let connectionID = result.connectionID { figures.connectionIDs.insert(connectionID) }
            if result.outcome == .delivered {
                figures.delivered += 1
            } else {
                figures.problems[result.summary, default: 0] += 1
            }
        }
    }

    var snapshot: Figures { figures.withLock { $0 } }
}
