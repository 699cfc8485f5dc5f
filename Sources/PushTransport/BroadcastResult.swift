import PushCore

/// The one answer a broadcast gets: APNs's response, or why there is none.
public struct BroadcastResult: Sendable {
    /// The broadcast this result is for.
    public let request: BroadcastRequest
    /// How it ended, in the same classes as device pushes (`ChannelNotRegistered` → invalid target).
    public let outcome: PushOutcome
    /// What APNs answered; nil when no HTTP response arrived or nothing was sent.
    public let response: APNsResponse?
    /// The `apns-request-id` APNs answered with.
    public let requestID: String?
    /// Why there is no response.
    public let failure: PushFailure?
    /// Time spent on the final attempt.
    public let latency: Duration
    /// 1, or 2 after a provider-token refresh.
    public let attempts: Int

    init(request: BroadcastRequest, exchange: Result<ChannelExchange, PushFailure>) {
        self.request = request
        switch exchange {
        case .success(let exchange):
            let answer = ChannelAnswer(status: exchange.response.status,
                                       headers: exchange.response.headers.map { (name: $0.name, value: $0.value) },
                                       body: exchange.response.body)
            outcome = answer.response.outcome
            response = answer.response
            requestID = answer.requestID
            failure = nil
            latency = exchange.response.latency
            attempts = exchange.attempts
        case .failure(let error):
            outcome = error.outcome
            response = nil
            requestID = nil
            failure = error
            latency = .zero
            attempts = 0
        }
    }

    /// One line for people: the reason and its explanation, or the transport or request error.
    public var summary: String {
        if let response {
            if response.outcome == .delivered { return "APNs accepted the broadcast." }
            if response.isUnexpectedStatus { return response.explanation }
            guard let reason = response.reason else { return "HTTP \(response.status)" }
            return "\(reason.rawValue): \(response.explanation)"
        }
        return failure?.description ?? outcome.label
    }
}

/// An HTTP answer and how many sends it took.
struct ChannelExchange: Sendable {
    let response: HTTPResponse
    let attempts: Int
}
