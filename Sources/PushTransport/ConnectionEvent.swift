import PushCore

/// What happened to one of a client's connections, as the transport saw it: what `send --verbose`
/// prints. Nothing in it is secret; the server's certificate subject came from the network.
public enum ConnectionEvent: Sendable, Equatable {
    /// A TCP connection to `target` (`host:port`) is being made, through `proxy` (as it may be
    /// shown, ``ProxyChoice/displayName(of:)``) or directly (nil).
    case connecting(target: String, proxy: String?)
    /// The TLS handshake with `target` is done and the connection is about to carry its first request.
    case connected(target: String, facts: TLSFacts)
    /// libcurl closed the connection to `target`: the server ended it (GOAWAY, a reset) or the client is done.
    case closed(target: String)
}

/// What a finished TLS handshake agreed on, read from OpenSSL.
public struct TLSFacts: Sendable, Equatable {
    /// The protocol version, as OpenSSL names it (`TLSv1.3`).
    public let version: String
    /// The protocol ALPN chose (`h2`), or nil when the server chose none.
    public let alpn: String?
    /// The server certificate's subject in OpenSSL's one-line form (`/CN=api.push.apple.com`), if it sent one.
    public let certificateSubject: String?
    /// Whether OpenSSL verified the server's certificate chain (libcurl also checks the host name).
    public let verified: Bool

    public init(version: String, alpn: String?, certificateSubject: String?, verified: Bool) {
        self.version = version
        self.alpn = alpn
        self.certificateSubject = certificateSubject
        self.verified = verified
    }
}

/// Hears of a client's ``ConnectionEvent``s. Called on the client's worker thread, from inside
/// libcurl, so it must return quickly.
public final class ConnectionObserver: Sendable {
    private let onEvent: @Sendable (ConnectionEvent) -> Void
    /// The sockets opened for connections and not yet closed, with the `host:port` each goes to.
    private let open = Locked<[Int32: String]>([:])

    /// An observer that hands every event to `onEvent`.
    public init(_ onEvent: @escaping @Sendable (ConnectionEvent) -> Void) {
        self.onEvent = onEvent
    }

    func observe(_ event: ConnectionEvent) {
        onEvent(event)
    }

    /// Notes that `socket` was opened for a connection to `target`, which ``closed(_:)`` then names.
    func opened(_ socket: Int32, to target: String) {
        open.withLock { $0[socket] = target }
    }

    /// Reports the close of `socket`, if it was opened for a connection (``opened(_:to:)``).
    func closed(_ socket: Int32) {
        if let target = open.withLock({ $0.removeValue(forKey: socket) }) { onEvent(.closed(target: target)) }
    }
}
