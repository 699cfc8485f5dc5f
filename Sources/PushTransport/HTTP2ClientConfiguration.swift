/// How an `HTTP2Client` connects and how many requests it keeps in flight.
public struct HTTP2ClientConfiguration: Sendable, Equatable {
    /// An extra CA bundle (PEM) to trust in addition to the system's, for a local endpoint.
    /// Verification of the peer and its host name is always on.
    public var caFile: String?
    /// How long a connection may take to establish, TLS included.
    public var connectTimeout: Duration
    /// How long one request may take in all, from being handed to libcurl to its last byte.
    public var requestTimeout: Duration
    /// The most requests in flight at once (HTTP/2 streams); the server's own limit also applies.
    public var maxConcurrentStreams: Int
    /// Send one request alone until the server has answered one, then open the window.
    /// APNs allows a single stream on a token-authenticated connection until it has seen a valid token.
    public var startWithSingleStream: Bool

    public init(caFile: String? = nil, connectTimeout: Duration = .seconds(10),
                requestTimeout: Duration = .seconds(30), maxConcurrentStreams: Int = 100,
                startWithSingleStream: Bool = false) {
        self.caFile = caFile
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.maxConcurrentStreams = maxConcurrentStreams
        self.startWithSingleStream = startWithSingleStream
    }
}
