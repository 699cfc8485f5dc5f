import PushCore

/// The result of one FCM send: FCM's classified answer, or why there is none.
public struct FCMResult: Sendable {
    /// FCM's answer, when the send reached it.
    public let response: FCMResponse?
    /// Why there is no answer.
    public let failure: FCMFailure?
    /// How many send requests were made: 2 when the access token was refreshed after a 401.
    public let attempts: Int
    /// The connection that carried the last request (its local port), when one was opened.
    public let connectionID: Int?

    /// A result with FCM's answer, which came on `connectionID`.
    init(response: FCMResponse, attempts: Int, connectionID: Int? = nil) {
        self.response = response
        self.failure = nil
        self.attempts = attempts
        self.connectionID = connectionID
    }

    /// A result without an answer.
    init(failure: FCMFailure, attempts: Int) {
        self.response = nil
        self.failure = failure
        self.attempts = attempts
        connectionID = failure.transportError?.connectionID
    }

    /// The classification, for colours, filters and exit codes.
    public var outcome: PushOutcome { response?.outcome ?? failure?.outcome ?? .failed }

    /// Why the message was not accepted, for a person: FCM's error code and message, or why no
    /// answer arrived; nil once delivered.
    public var problem: String? {
        if let response, response.outcome != .delivered {
            return [response.reasonText, response.errorMessage].compactMap { $0 }.joined(separator: ": ")
        }
        return failure?.description
    }

    /// One line for a person: the message name on success, the error code and Google's text otherwise.
    public var summary: String {
        if let failure { return failure.description }
        guard let response else { return "no answer" }
        if let name = response.messageName { return "\(response.status) \(name)" }
        let text = response.errorMessage.map { ": \($0)" } ?? ""
        return "\(response.status) \(response.reasonText)\(text)"
    }
}

/// Why an FCM send got no answer from the send endpoint.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct FCMFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case signing(String)
        case accessTokenRefused(status: Int, error: String, description: String?)
        case transport(TransportError)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// The OAuth assertion could not be signed.
    public static func signing(_ detail: String) -> FCMFailure {
        FCMFailure(.signing(detail))
    }

    /// The token endpoint refused the assertion; `error` is the OAuth code (such as `invalid_grant`).
    public static func accessTokenRefused(status: Int, error: String, description: String?) -> FCMFailure {
        FCMFailure(.accessTokenRefused(status: status, error: error, description: description))
    }

    /// The connection, TLS or a timeout failed.
    public static func transport(_ error: TransportError) -> FCMFailure {
        FCMFailure(.transport(error))
    }

    /// The connection's failure, when the request got no HTTP answer; nil otherwise.
    public var transportError: TransportError? {
        if case .transport(let error) = base { error } else { nil }
    }

    /// `unauthorized` for credentials, `unavailable` for the network.
    public var outcome: PushOutcome {
        switch base {
        case .signing, .accessTokenRefused: return .unauthorized
        case .transport: return .unavailable
        }
    }

    /// The message for a person, with the server's raw text.
    public var description: String {
        switch base {
        case .signing(let message):
            return "could not sign the OAuth assertion: \(message)"
        case .accessTokenRefused(let status, let error, let description):
            let hint = error == "invalid_grant" ? " (check the clock and that the key is still active)" : ""
            return "token endpoint refused the service account (\(status) \(error)\(description.map { ": \($0)" } ?? ""))\(hint)"
        case .transport(let error):
            return error.description
        }
    }
}
