import Foundation
import PushCore

/// The one answer a push gets: APNs's response, or why there is none.
public struct PushResult: Sendable {
    /// The push this result is for.
    public let request: PushRequest
    /// How the push ended, for colours, filters and exit codes.
    public let outcome: PushOutcome
    /// What APNs answered; nil when no HTTP response arrived or the push was never sent.
    public let response: APNsResponse?
    /// Why there is no response: the push was not sent, or the network failed.
    public let failure: PushFailure?
    /// Time spent on the final attempt, from handing it to libcurl to its last byte.
    public let latency: Duration
    /// The connection that carried the final attempt (its local port), when one did.
    public let connectionID: Int?
    /// How many times the push was sent: 1, or more after a token refresh or a retry policy.
    public let attempts: Int

    init(request: PushRequest, response: APNsResponse, latency: Duration, connectionID: Int, attempts: Int) {
        self.request = request
        self.outcome = response.outcome
        self.response = response
        self.failure = nil
        self.latency = latency
        self.connectionID = connectionID
        self.attempts = attempts
    }

    /// A push handed to a program instead of APNs (`xcrun simctl push`), which took it after
    /// `latency`: delivered, with no HTTP response and no connection.
    public init(handedOff request: PushRequest, latency: Duration) {
        self.request = request
        self.outcome = .delivered
        self.response = nil
        self.failure = nil
        self.latency = latency
        self.connectionID = nil
        self.attempts = 1
    }

    /// A push that ended with `failure` after `attempts` sends (1 for a push never sent).
    public init(request: PushRequest, failure: PushFailure, attempts: Int) {
        self.request = request
        self.outcome = failure.outcome
        self.response = nil
        self.failure = failure
        self.latency = .zero
        self.connectionID = failure.transportError?.connectionID
        self.attempts = attempts
    }

    /// Whether the server refused the credentials themselves in this push's answer (see
    /// ``APNsReason/credentialRefusals``), or the push was not sent because it had for an earlier one.
    public var refusedCredentials: Bool {
        if case .credentialsRefused? = failure?.base { return true }
        if failure?.transportError?.kind == .certificateRefused { return true }
        guard let response, response.status == 403, let reason = response.reason else { return false }
        return APNsReason.credentialRefusals.contains(reason)
    }

    /// What the server's clock said when it answered (its `date` header), for ``ClockSkew``; nil
    /// without a response or a valid header.
    public var serverDate: Date? { response?.serverDate }

    /// One line for people: the reason and its explanation, or the transport or request error.
    public var summary: String {
        if let response {
            guard let reason = response.reason else { return "HTTP \(response.status)" }
            return "\(reason.rawValue): \(response.explanation)"
        }
        return failure?.description ?? outcome.label
    }
}

/// Why a push has no APNs response.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct PushFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case request(PushRequestError)
        case signing(String)
        case transport(TransportError)
        case credentialsRefused(APNsReason)
        case handOff(String)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// The request could not be encoded (payload not JSON, a header with a line break): never sent.
    public static func request(_ error: PushRequestError) -> PushFailure {
        PushFailure(.request(error))
    }

    /// The provider token could not be signed: never sent.
    public static func signing(_ detail: String) -> PushFailure {
        PushFailure(.signing(detail))
    }

    /// The connection, TLS or a timeout failed.
    public static func transport(_ error: TransportError) -> PushFailure {
        PushFailure(.transport(error))
    }

    /// Never sent: the server refused the credentials (key, team, key ID or certificate) on an
    /// earlier push of the batch, so sending more would only repeat a refused credential.
    public static func credentialsRefused(_ reason: APNsReason) -> PushFailure {
        PushFailure(.credentialsRefused(reason))
    }

    /// The program a push is handed to instead of APNs (`xcrun simctl push` for the iOS Simulator)
    /// refused it or failed; `detail` is its own account (its exit status and standard error).
    public static func handOff(_ detail: String) -> PushFailure {
        PushFailure(.handOff(detail))
    }

    /// The request that could not be built, for a push never sent because of it; nil otherwise.
    public var requestError: PushRequestError? {
        if case .request(let error) = base { error } else { nil }
    }

    /// Why the provider token could not be signed, for a push never sent because of it; nil otherwise.
    public var signingDetail: String? {
        if case .signing(let detail) = base { detail } else { nil }
    }

    /// The connection's failure, when the push got no HTTP answer; nil otherwise.
    public var transportError: TransportError? {
        if case .transport(let error) = base { error } else { nil }
    }

    /// The reason an earlier push's credentials were refused, for a push not sent because of it;
    /// nil otherwise.
    public var refusedCredentialsReason: APNsReason? {
        if case .credentialsRefused(let reason) = base { reason } else { nil }
    }

    /// `unavailable` for the network, `unauthorized` for a client certificate the server refused,
    /// `invalidMessage` or `unauthorized` for what was never sent, `failed` for a program that did
    /// not take the push.
    public var outcome: PushOutcome {
        switch base {
        case .request: return .invalidMessage
        case .signing, .credentialsRefused: return .unauthorized
        case .transport(let error): return error.kind == .certificateRefused ? .unauthorized : .unavailable
        case .handOff: return .failed
        }
    }

    public var description: String {
        switch base {
        case .request(let error): return error.description
        case .signing(let message): return "could not sign the provider token: \(message)"
        case .transport(let error): return error.description
        case .credentialsRefused(let reason): return "not sent: credentials refused (\(reason.rawValue))"
        case .handOff(let detail): return detail
        }
    }
}
