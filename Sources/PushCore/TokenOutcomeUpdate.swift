import Foundation

/// One answer to remember in a token book: which token, what the service said, where and when we
/// learned it and, when the service said, since when the token has not been valid.
public struct TokenOutcomeUpdate: Sendable, Equatable {
    /// The token the push went to.
    public let token: BookToken
    /// `Delivered`, or the APNs reason (e.g. `Unregistered`) or FCM error code of the refusal.
    public let outcome: String
    /// When the answer arrived: when we learned the outcome.
    public let time: Date
    /// When the service says the token stopped being valid: APNs's `timestamp` of a 410, nil when it
    /// gave none.
    public let invalidSince: Date?
    /// The APNs environment that answered; nil for FCM.
    public let environment: APNsEnvironment?
    /// The push's `apns-topic`; nil for FCM.
    public let topic: String?

    /// An update.
    public init(token: BookToken, outcome: String, time: Date, invalidSince: Date? = nil,
                environment: APNsEnvironment? = nil, topic: String? = nil) {
        self.token = token
        self.outcome = outcome
        self.time = time
        self.invalidSince = invalidSince
        self.environment = environment
        self.topic = topic
    }

    /// What an answer to a push to the book's `entry` teaches the book (see
    /// ``TokenBookEntry/learn(_:)``), or nil when it teaches nothing: no entry, no answer (a
    /// transport failure), or nothing the entry does not know already.
    ///
    /// See [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    /// - Parameters:
    ///   - reason: the APNs reason or FCM error code of the answer, if any.
    ///   - timestamp: the APNs answer's `timestamp` (milliseconds since 1970), if any.
    ///   - delivered: whether the push was delivered.
    ///   - entry: the book's entry for the token, if it has one.
    ///   - environment: the APNs environment the push went to; nil for FCM.
    ///   - topic: the push's `apns-topic`; nil for FCM.
    ///   - time: when the answer arrived (PushCore never reads a clock).
    public static func learned(from reason: String?, timestamp: Int? = nil, delivered: Bool, to entry: TokenBookEntry?,
                               environment: APNsEnvironment? = nil, topic: String? = nil, at time: Date) -> TokenOutcomeUpdate? {
        guard let entry, let outcome = delivered ? PushOutcome.delivered.label : reason else { return nil }
        let since = timestamp.map { Date(timeIntervalSince1970: Double($0) / 1000) }
        let update = TokenOutcomeUpdate(token: entry.token, outcome: outcome, time: time, invalidSince: since,
                                        environment: environment, topic: topic)
        var learned = entry
        learned.learn(update)
        return learned.withoutTimes == entry.withoutTimes ? nil : update
    }
}

extension TokenBookEntry {
    /// The entry with every time it learned emptied: two entries equal so know the same things.
    fileprivate var withoutTimes: TokenBookEntry {
        var entry = self
        entry.lastSeen = nil
        entry.invalidSince = nil
        entry.environments = environments.mapValues { EnvironmentAnswer(outcome: $0.outcome, seen: "") }
        entry.notForTopics = notForTopics.mapValues { _ in "" }
        return entry
    }
}
