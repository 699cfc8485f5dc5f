import PushCore

/// Why a channel-management request did not give what was asked.
public enum ChannelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// APNs answered with an error status; the response keeps the reason and raw body.
    case rejected(APNsResponse)
    /// The request was not sent, or no answer arrived.
    case failed(PushFailure)
    /// APNs answered success but without what the operation returns (no channel ID, no list).
    case unexpectedAnswer(status: Int, missing: String, body: String)

    /// How the request ended, in the same classes as device pushes.
    public var outcome: PushOutcome {
        switch self {
        case .rejected(let response): return response.outcome
        case .failed(let failure): return failure.outcome
        case .unexpectedAnswer: return .failed
        }
    }

    public var description: String {
        switch self {
        case .rejected(let response):
            guard let reason = response.reason else { return "APNs answered \(response.status) without a reason: \(response.body)" }
            return "\(response.status) \(reason.rawValue): \(response.explanation)"
        case .failed(let failure):
            return failure.description
        case .unexpectedAnswer(let status, let missing, let body):
            return "APNs answered \(status) without \(missing): '\(body)'"
        }
    }
}
