import PushCore

/// Numbers the requests that passed every check, across all connections, and says which fall
/// into one of the scenario's storms. Shared by all connection threads.
final class StormCounter: Sendable {
    private let storms: [Scenario.Storm]
    private let arrivals = Locked(0)

    init(storms: [Scenario.Storm]) {
        self.storms = storms
    }

    /// Counts one more request and returns the storm outcome it gets, or nil outside every storm.
    func nextArrival() -> TokenOutcome? {
        let number = arrivals.withLock { count in
            defer { count += 1 }
            return count
        }
        return storms.first { $0.covers(number) }?.outcome.tokenOutcome
    }
}
