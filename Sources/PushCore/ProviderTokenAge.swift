/// A provider token's age against the one-hour limit APNs enforces.
///
/// APNs judges `iat` by its own clock and answers `403 ExpiredProviderToken` once a token is more
/// than an hour old; see [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
/// A token stamped in the future means one of the two clocks is wrong (see `ClockSkew`).
public struct ProviderTokenAge: Sendable, Equatable {
    /// The oldest token APNs accepts, in seconds.
    public static let maximumAge = 60 * 60

    /// `now - iat` in seconds: negative when the token was issued in the future.
    public let seconds: Int

    /// The age at `now` of a token issued at `issuedAt` (both in seconds since 1970 UTC).
    public init(issuedAt: Int, now: Int) {
        let (difference, overflow) = now.subtractingReportingOverflow(issuedAt)
        seconds = overflow ? (issuedAt > now ? Int.min : Int.max) : difference
    }

    /// Whether APNs refuses the token as too old.
    public var isExpired: Bool { seconds > Self.maximumAge }

    /// Whether the token claims to be issued after `now`.
    public var isInFuture: Bool { seconds < 0 }

    /// One line for a person, e.g. "12 min old: APNs accepts it for another 48 min".
    public var summary: String {
        if isInFuture {
            return "issued \(ElapsedText.describe(seconds.magnitude)) in the future: the minting machine's clock "
                + "or this one's is wrong; APNs may refuse it (InvalidProviderToken) — sync the clocks (NTP)"
        }
        if isExpired {
            return "\(ElapsedText.describe(seconds.magnitude)) old: expired — APNs refuses tokens older than 1 hour "
                + "with 403 ExpiredProviderToken; mint a new one"
        }
        let remaining = UInt(Self.maximumAge - seconds)
        return "\(ElapsedText.describe(seconds.magnitude)) old: APNs accepts it for another \(ElapsedText.describe(remaining))"
    }
}
