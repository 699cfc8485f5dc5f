import PushCore

/// Provider tokens shared process-wide: one per (team, key), reused until it ages out.
///
/// Apple asks for a new token no more than once every 20 minutes and no less than once an hour; more
/// frequent updates on a connection get `429 TooManyProviderTokenUpdates`, and regenerating per request
/// is a known bug pattern. See
/// https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns
///
/// Minting happens under the lock, so any number of threads asking at once cause exactly one signature.
public final class ProviderTokenCache: Sendable {
    private struct Identity: Hashable {
        let teamID: String
        let keyID: String
    }

    private struct Entry {
        let token: String
        let issuedAt: Int
        /// Whether the token was minted early, inside `minimumAge`, after an `ExpiredProviderToken`.
        let wasForcedEarly: Bool
    }

    /// Signs a token; `ProviderJWT.sign` except in tests that count or slow down minting.
    typealias Minter = @Sendable (_ keyID: String, _ teamID: String, _ issuedAt: Int, _ key: ECPrivateKey) throws(OpenSSLError) -> String

    private let clock: @Sendable () -> Int
    private let minter: Minter
    private let reuseFor: Int
    private let minimumAge: Int
    private let entries = Locked<[Identity: Entry]>([:])

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - clock: the current time in seconds since 1970 UTC; injected so tests control it.
    ///   - reuseFor: how long a token is reused before a fresh one is minted (default 50 minutes,
    ///     as sideshow/apns2 does; APNs rejects tokens older than 60).
    ///   - minimumAge: the age below which a token is only replaced after `ExpiredProviderToken`,
    ///     and then only once (default 20 minutes, Apple's floor).
    public convenience init(clock: @escaping @Sendable () -> Int, reuseFor: Int = 50 * 60, minimumAge: Int = 20 * 60) {
        self.init(clock: clock, reuseFor: reuseFor, minimumAge: minimumAge) { keyID, teamID, issuedAt, key throws(OpenSSLError) in
            try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt, key: key)
        }
    }

    init(clock: @escaping @Sendable () -> Int, reuseFor: Int, minimumAge: Int, minter: @escaping Minter) {
        self.clock = clock
        self.minter = minter
        self.reuseFor = reuseFor
        self.minimumAge = minimumAge
    }

    /// The token for `teamID` and `keyID`: the cached one while younger than `reuseFor`, otherwise a new one.
    ///
    /// The cache is keyed by the IDs, so one `(teamID, keyID)` pair must always come with the same key.
    public func token(keyID: String, teamID: String, key: ECPrivateKey) throws(OpenSSLError) -> String {
        let identity = Identity(teamID: teamID, keyID: keyID)
        let now = clock()
        return try entries.withLock { entries throws(OpenSSLError) -> String in
            try reusedOrMinted(identity, key: key, now: now, in: &entries)
        }
    }

    /// The token to retry with after APNs answered `403 ExpiredProviderToken` to `rejected`.
    ///
    /// - If another thread already replaced `rejected`, returns the current token: one rejection, one mint,
    ///   however many requests saw it.
    /// - Otherwise mints a new token, even inside `minimumAge` (the server clock disagrees with ours,
    ///   and the old token is useless) — but only once: a token that was itself minted early is returned
    ///   unchanged until it reaches `minimumAge`, so a skewed clock cannot cause an update storm.
    public func tokenAfterExpiredProviderToken(
        rejected: String, keyID: String, teamID: String, key: ECPrivateKey
    ) throws(OpenSSLError) -> String {
        let identity = Identity(teamID: teamID, keyID: keyID)
        let now = clock()
        return try entries.withLock { entries throws(OpenSSLError) -> String in
            guard let entry = entries[identity], entry.token == rejected else {
                return try reusedOrMinted(identity, key: key, now: now, in: &entries)
            }
            let isYoung = now - entry.issuedAt < minimumAge
            if isYoung && entry.wasForcedEarly { return entry.token }
            return try mint(identity, key: key, now: now, forcedEarly: isYoung, into: &entries)
        }
    }

    /// Where the cached token for `teamID` and `keyID` stands (minted when, renewed when), as a
    /// value for a front end to show; nil before the first one is minted.
    public func life(keyID: String, teamID: String) -> ProviderTokenLife? {
        entries.withLock { entries in
            entries[Identity(teamID: teamID, keyID: keyID)].map { entry in
                ProviderTokenLife(issuedAt: entry.issuedAt, renewsAt: entry.issuedAt + reuseFor,
                                  guardEndsAt: entry.issuedAt + minimumAge, wasMintedEarly: entry.wasForcedEarly)
            }
        }
    }

    /// Forgets every cached token, for example after the user replaced a key file.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    private func reusedOrMinted(
        _ identity: Identity, key: ECPrivateKey, now: Int, in entries: inout [Identity: Entry]
    ) throws(OpenSSLError) -> String {
        // A clock that went backwards makes the age negative; keep the token rather than mint in a loop.
        if let entry = entries[identity], now - entry.issuedAt < reuseFor { return entry.token }
        return try mint(identity, key: key, now: now, forcedEarly: false, into: &entries)
    }

    private func mint(
        _ identity: Identity, key: ECPrivateKey, now: Int, forcedEarly: Bool, into entries: inout [Identity: Entry]
    ) throws(OpenSSLError) -> String {
        let token = try minter(identity.keyID, identity.teamID, now, key)
        entries[identity] = Entry(token: token, issuedAt: now, wasForcedEarly: forcedEarly)
        return token
    }
}
