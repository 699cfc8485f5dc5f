/// What one APNs environment last said of a token: that it delivered to it, or that it does not
/// know it (`BadDeviceToken`, which a token of the other environment also gets), and when.
///
/// See [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public struct EnvironmentAnswer: Sendable, Equatable {
    /// `Delivered`, or the APNs reason `BadDeviceToken`.
    public var outcome: String
    /// When it was learned, in the form ``ProfileTimestamp`` writes.
    public var seen: String

    /// An answer.
    public init(outcome: String, seen: String) {
        self.outcome = outcome
        self.seen = seen
    }

    /// The two answers that say whether an environment knows a token.
    public static let telling: Set<String> = [PushOutcome.delivered.label, APNsReason.badDeviceToken.rawValue]

    /// Whether the environment knows the token: it delivered to it.
    public var knowsToken: Bool {
        outcome == PushOutcome.delivered.label
    }

    /// "sandbox ✓", or "production ✗ BadDeviceToken 2026-12-02".
    public func summary(for environment: APNsEnvironment) -> String {
        knowsToken ? "\(environment.rawValue) ✓" : "\(environment.rawValue) ✗ \(outcome) \(seen.prefix(10))"
    }
}
