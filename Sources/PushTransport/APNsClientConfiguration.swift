/// Tuning for an `APNsClient`: how many pushes it keeps in flight, its timeouts and retries.
public struct APNsClientConfiguration: Sendable, Equatable {
    /// The most pushes in flight on the connection at once (HTTP/2 streams). The server's
    /// SETTINGS_MAX_CONCURRENT_STREAMS applies below it: APNs allows up to 1000 once it has accepted
    /// a token, so the default follows the server.
    public var concurrency: Int
    /// How long connecting (TCP and TLS) may take.
    public var connectTimeout: Duration
    /// How long one push may take, from handing it to libcurl to the end of the answer.
    public var requestTimeout: Duration
    /// Re-sending on 429 and 5xx; off by default.
    public var retryPolicy: RetryPolicy
    /// The proxies to go through; none by default (``ProxyChoice/direct``).
    public var proxies: ProxyChoice
    /// Hears how the client's connections are made (`send --verbose`); nil by default.
    public var observer: ConnectionObserver?

    public init(concurrency: Int = 1000, connectTimeout: Duration = .seconds(10),
                requestTimeout: Duration = .seconds(30), retryPolicy: RetryPolicy = .none, proxies: ProxyChoice = .direct,
                observer: ConnectionObserver? = nil) {
        self.concurrency = max(1, concurrency)
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.retryPolicy = retryPolicy
        self.proxies = proxies
        self.observer = observer
    }

    /// Equal when every setting is, the observer being the same object.
    public static func == (lhs: APNsClientConfiguration, rhs: APNsClientConfiguration) -> Bool {
        lhs.concurrency == rhs.concurrency && lhs.connectTimeout == rhs.connectTimeout && lhs.requestTimeout == rhs.requestTimeout
            && lhs.retryPolicy == rhs.retryPolicy && lhs.proxies == rhs.proxies && lhs.observer === rhs.observer
    }
}
