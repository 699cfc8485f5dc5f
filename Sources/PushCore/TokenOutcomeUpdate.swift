import Foundation

/// One answer to remember in a token book: which token, what happened, when.
public struct TokenOutcomeUpdate: Sendable, Equatable {
    /// The token the push went to.
    public let token: BookToken
    /// The APNs reason (e.g. `Unregistered`) or, without one, the outcome label.
    public let outcome: String
    /// When the answer arrived.
    public let time: Date

    /// An update.
    public init(token: BookToken, outcome: String, time: Date) {
        self.token = token
        self.outcome = outcome
        self.time = time
    }
}
