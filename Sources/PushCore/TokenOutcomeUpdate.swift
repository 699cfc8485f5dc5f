import Foundation

/// One answer to remember in a token book: which token, what happened, when we learned it and,
/// when the service said, since when the token has not been valid.
public struct TokenOutcomeUpdate: Sendable, Equatable {
    /// The token the push went to.
    public let token: BookToken
    /// The APNs reason (e.g. `Unregistered`) or, without one, the outcome label.
    public let outcome: String
    /// When the answer arrived: when we learned the outcome.
    public let time: Date
    /// When the service says the token stopped being valid: APNs's `timestamp` of a 410, nil when it
    /// gave none.
    public let invalidSince: Date?

    /// An update.
    public init(token: BookToken, outcome: String, time: Date, invalidSince: Date? = nil) {
        self.token = token
        self.outcome = outcome
        self.time = time
        self.invalidSince = invalidSince
    }

    /// The one dead-token rule: what an answer to a push to `token` teaches the book, or nil when
    /// it teaches nothing.
    ///
    /// A reason in ``TokenBookEntry/deadReasons`` (an APNs reason or an FCM error code) marks the
    /// token dead, since APNs's `timestamp` (milliseconds since 1970) when it sent one; a delivery
    /// to a token the book marks dead revives it. See
    /// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    /// - Parameters:
    ///   - reason: the APNs reason or FCM error code of the answer, if any.
    ///   - timestamp: the APNs answer's `timestamp`, if any.
    ///   - delivered: whether the push was delivered.
    ///   - deadInBook: whether the book marks `token` dead now.
    ///   - time: when the answer arrived (PushCore never reads a clock).
    public static func learned(from reason: String?, timestamp: Int? = nil, delivered: Bool, to token: BookToken,
                               deadInBook: Bool, at time: Date) -> TokenOutcomeUpdate? {
        if let reason, TokenBookEntry.deadReasons.contains(reason) {
            let since = timestamp.map { Date(timeIntervalSince1970: Double($0) / 1000) }
            return TokenOutcomeUpdate(token: token, outcome: reason, time: time, invalidSince: since)
        }
        guard delivered, deadInBook else { return nil }
        return TokenOutcomeUpdate(token: token, outcome: PushOutcome.delivered.label, time: time)
    }
}
