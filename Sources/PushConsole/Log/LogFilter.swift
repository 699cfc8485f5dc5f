import PushCore

/// What `f` narrows the Responses pane to: one outcome, or every push that did not deliver.
public enum LogFilter: Sendable, Equatable {
    /// Rows that ended with this outcome.
    case outcome(PushOutcome)
    /// Rows that did not deliver (every outcome but delivered), in flight ones left out.
    case failures

    /// `f`'s order after "every response": the failures first, then each outcome.
    static let cycle: [LogFilter?] = [nil, .failures] + PushOutcome.allCases.map { .outcome($0) }

    /// Whether `row` passes.
    func admits(_ row: LogRow) -> Bool {
        guard let outcome = row.answer?.outcome else { return false }
        switch self {
        case .outcome(let wanted): return outcome == wanted
        case .failures: return outcome != .delivered
        }
    }

    /// "failures", "unregistered".
    var label: String {
        switch self {
        case .outcome(let outcome): return outcome.label.lowercased()
        case .failures: return "failures"
        }
    }
}
