/// Where the provider token a client signs with stands in its life, as the token cache sees it:
/// when it was minted, when the cache will mint the next one, and the guard before which it is
/// not replaced. All times in seconds since 1970 UTC.
///
/// Apple asks for a new token no more often than every 20 minutes and no less often than every
/// 60; see [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
public struct ProviderTokenLife: Sendable, Equatable {
    /// The token's `iat`: when it was minted.
    public var issuedAt: Int
    /// When the cache mints a fresh token instead of reusing this one (the end of its reuse window).
    public var renewsAt: Int
    /// Before this time the token is replaced only after `ExpiredProviderToken`, and only once
    /// (the 20-minute guard against `TooManyProviderTokenUpdates`).
    public var guardEndsAt: Int
    /// Whether it was minted inside the guard, after an `ExpiredProviderToken`.
    public var wasMintedEarly: Bool

    /// A token's life.
    public init(issuedAt: Int, renewsAt: Int, guardEndsAt: Int, wasMintedEarly: Bool) {
        self.issuedAt = issuedAt
        self.renewsAt = renewsAt
        self.guardEndsAt = guardEndsAt
        self.wasMintedEarly = wasMintedEarly
    }

    /// Its age at `now`, against APNs's one-hour limit.
    public func age(now: Int) -> ProviderTokenAge {
        ProviderTokenAge(issuedAt: issuedAt, now: now)
    }
}
