/// Why a request got no HTTP answer: the connection, TLS or a timeout failed.
/// Keeps libcurl's own code and text so nothing is lost when it is shown to a person.
public struct TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this was, for outcomes and advice.
    public enum Kind: String, Sendable {
        /// The host name did not resolve or the TCP connection was refused.
        case connect
        /// TLS failed: handshake, certificate verification, client certificate.
        case tls
        /// The connect or per-request timeout fired.
        case timeout
        /// The connection broke or the server reset the stream before a full answer.
        case connectionLost
        /// The client was shut down before the request finished.
        case cancelled
        /// Anything else libcurl reported.
        case other
    }

    public let kind: Kind
    /// libcurl's `CURLcode`, or 0 when the failure did not come from libcurl.
    public let curlCode: Int
    /// libcurl's detailed message (its error buffer), or its generic text for the code.
    public let message: String

    public init(kind: Kind, curlCode: Int, message: String) {
        self.kind = kind
        self.curlCode = curlCode
        self.message = message
    }

    public var description: String {
        curlCode == 0 ? message : "\(message) (curl error \(curlCode))"
    }
}
