import PushCore

/// Keeps one OAuth access token until five minutes before it expires, so every send in that time
/// reuses it, and forgets it when FCM rejects it.
///
/// Google recommends caching the token and renewing it shortly before expiry
/// (https://firebase.google.com/docs/cloud-messaging/auth-server).
public final class FCMAccessTokenCache: Sendable {
    /// How long before expiry a token stops being handed out.
    public static let renewalMargin = 5 * 60

    private struct Entry {
        let token: String
        let expiresAt: Int
    }

    private let clock: @Sendable () -> Int
    private let entry = Locked<Entry?>(nil)

    /// A cache reading the time, in seconds since 1970 UTC, from `clock`.
    public init(clock: @escaping @Sendable () -> Int) {
        self.clock = clock
    }

    /// The current time from the injected clock.
    public var now: Int { clock() }

    /// The cached token, when it has more than `renewalMargin` seconds left.
    public func current() -> String? {
        let now = clock()
        return entry.withLock { entry in
            guard let entry, now < entry.expiresAt - Self.renewalMargin else { return nil }
            return entry.token
        }
    }

    /// Remembers a token granted now for `expiresIn` seconds.
    public func store(_ token: String, expiresIn: Int) {
        let expiresAt = clock() + expiresIn
        entry.withLock { $0 = Entry(token: token, expiresAt: expiresAt) }
    }

    /// Forgets `token` if it is still the cached one (another send may already have replaced it).
    public func discard(_ token: String) {
        entry.withLock { if $0?.token == token { $0 = nil } }
    }
}
