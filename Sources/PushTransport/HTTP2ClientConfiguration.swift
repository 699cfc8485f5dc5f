import PushCrypto

/// How an `HTTP2Client` connects and how many requests it keeps in flight.
public struct HTTP2ClientConfiguration: Sendable, Equatable {
    /// An extra CA bundle (PEM) to trust in addition to the system's, for a local endpoint.
    /// Verification of the peer and its host name is always on.
    public var caFile: String?
    /// A client certificate and key presented in every TLS handshake (mutual TLS), or nil for none.
    public var clientIdentity: ClientIdentity?
    /// How long a connection may take to establish, TLS included.
    public var connectTimeout: Duration
    /// How long one request may take in all, from being handed to libcurl to its last byte.
    public var requestTimeout: Duration
    /// The most requests in flight at once (HTTP/2 streams); the server's own limit also applies.
    public var maxConcurrentStreams: Int
    /// Send one request alone until the server has answered one, then open the window.
    /// APNs allows a single stream on a token-authenticated connection until it has seen a valid token.
    public var startWithSingleStream: Bool
    /// The proxy URL to go through (``ProxyChoice``), or nil to connect directly: libcurl is never
    /// left to pick one from the environment.
    public var proxy: String?
    /// Hears how connections are made (``ConnectionEvent``), or nil: then libcurl is not asked to tell.
    public var observer: ConnectionObserver?

    /// A configuration; every part has the default a push client wants.
    public init(caFile: String? = nil, clientIdentity: ClientIdentity? = nil, connectTimeout: Duration = .seconds(10),
                requestTimeout: Duration = .seconds(30), maxConcurrentStreams: Int = 100,
                startWithSingleStream: Bool = false, proxy: String? = nil, observer: ConnectionObserver? = nil) {
        self.caFile = caFile
        self.clientIdentity = clientIdentity
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.maxConcurrentStreams = maxConcurrentStreams
        self.startWithSingleStream = startWithSingleStream
        self.proxy = proxy
        self.observer = observer
    }

    /// Equal when every setting is, the client identity and the observer being the same objects.
    public static func == (lhs: HTTP2ClientConfiguration, rhs: HTTP2ClientConfiguration) -> Bool {
        lhs.caFile == rhs.caFile && lhs.clientIdentity === rhs.clientIdentity && lhs.connectTimeout == rhs.connectTimeout
            && lhs.requestTimeout == rhs.requestTimeout && lhs.maxConcurrentStreams == rhs.maxConcurrentStreams
            && lhs.startWithSingleStream == rhs.startWithSingleStream && lhs.proxy == rhs.proxy
            && lhs.observer === rhs.observer
    }
}
