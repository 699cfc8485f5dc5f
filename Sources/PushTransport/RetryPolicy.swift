/// Whether and how an `APNsClient` re-sends a push answered 429 or 5xx. Off by default: a blind
/// retry loop against APNs looks like abuse. When on, it is bounded in attempts and honours
/// `Retry-After` when the server sends one.
public struct RetryPolicy: Sendable, Equatable {
    /// Total attempts per push, including the first. 1 means no retry.
    public var maxAttempts: Int
    /// The wait before the first retry; doubled for each later one.
    public var initialBackoff: Duration
    /// The longest wait before any retry, `Retry-After` included.
    public var maxBackoff: Duration

    public init(maxAttempts: Int, initialBackoff: Duration = .milliseconds(500), maxBackoff: Duration = .seconds(30)) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.maxBackoff = maxBackoff
    }

    /// No retries.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait before attempt `attempt + 1`, given the server's `Retry-After` seconds if any.
    func backoff(afterAttempt attempt: Int, retryAfter: Int?) -> Duration {
        let wait = retryAfter.map { Duration.seconds($0) }
            ?? initialBackoff * (1 << min(max(0, attempt - 1), 20))
        return min(wait, maxBackoff)
    }
}
