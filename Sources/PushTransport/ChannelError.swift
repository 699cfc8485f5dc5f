import PushCore

/// Why a channel-management request did not give what was asked.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct ChannelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case rejected(APNsResponse)
        case failed(PushFailure)
        case unexpectedAnswer(status: Int, missing: String, body: String)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// APNs answered with an error status; the response keeps the reason and raw body.
    public static func rejected(_ response: APNsResponse) -> ChannelError {
        ChannelError(.rejected(response))
    }

    /// The request was not sent, or no answer arrived.
    public static func failed(_ failure: PushFailure) -> ChannelError {
        ChannelError(.failed(failure))
    }

    /// APNs answered success but without what the operation returns (no channel ID, no list).
    public static func unexpectedAnswer(status: Int, missing: String, body: String) -> ChannelError {
        ChannelError(.unexpectedAnswer(status: status, missing: missing, body: body))
    }

    /// APNs' answer, when it refused the request; nil otherwise.
    public var rejection: APNsResponse? {
        if case .rejected(let response) = base { response } else { nil }
    }

    /// Why the request got no answer, when it got none; nil otherwise.
    public var failure: PushFailure? {
        if case .failed(let failure) = base { failure } else { nil }
    }

    /// How the request ended, in the same classes as device pushes.
    public var outcome: PushOutcome {
        switch base {
        case .rejected(let response): return response.outcome
        case .failed(let failure): return failure.outcome
        case .unexpectedAnswer: return .failed
        }
    }

    public var description: String {
        switch base {
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
