import Foundation

/// How far this machine's clock is from a server's, measured against the server's `date` header
/// ([RFC 9110 §6.6.1](https://www.rfc-editor.org/rfc/rfc9110#section-6.6.1)).
///
/// Provider tokens carry their issue time (`iat`) from the local clock, and APNs judges their age by
/// its own; see [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
/// A wrong local clock therefore shows up as `ExpiredProviderToken` or `InvalidProviderToken`, which
/// look like key problems; this value names the real cause.
public struct ClockSkew: Sendable, Equatable {
    /// Local time minus server time, in whole seconds: positive when this machine is ahead.
    public let seconds: Int

    /// A skew of `seconds` (positive: this machine is ahead).
    public init(seconds: Int) {
        self.seconds = seconds
    }

    /// The skew between `localTime` and the server's `serverDate`, to the whole second.
    public init(localTime: Date, serverDate: Date) {
        seconds = Int((localTime.timeIntervalSince1970 - serverDate.timeIntervalSince1970).rounded())
    }

    /// The skew against a `date` header value; nil when the value is not an IMF-fixdate.
    public init?(dateHeader: String, localTime: Date) {
        guard let serverDate = HTTPDate.parse(dateHeader) else { return nil }
        self.init(localTime: localTime, serverDate: serverDate)
    }

    /// The skew worth a warning: 5 minutes.
    ///
    /// APNs refuses a provider token whose `iat` is more than an hour old (`ExpiredProviderToken`),
    /// and pushtui reuses a token for 50 minutes (`ProviderTokenCache`), which leaves 10 minutes of
    /// slack: a clock 10 minutes behind APNs's makes tokens expire while still in use, and a clock
    /// ahead stamps tokens in the future, which Apple does not promise to accept. Warning at half the
    /// slack comes before the first rejection, and 5 minutes is far above what the header's one-second
    /// resolution and network latency can add, so a correct clock never triggers it.
    public static let warningThreshold = 5 * 60

    /// Whether the skew is large enough to warn about.
    public var needsWarning: Bool { seconds.magnitude >= Self.warningThreshold.magnitude }

    /// The warning for a person, or nil when the clocks agree closely enough, e.g.
    /// "this machine's clock is 1 h 0 min ahead of the server's (its date header): APNs will reject
    /// provider tokens — sync the clock (NTP)".
    public var warning: String? {
        guard needsWarning else { return nil }
        let direction = seconds > 0 ? "ahead of" : "behind"
        return "this machine's clock is \(ElapsedText.describe(seconds.magnitude)) \(direction) the server's (its date header): "
            + "APNs will reject provider tokens — sync the clock (NTP)"
    }
}
