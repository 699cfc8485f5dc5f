/// Why a request got no HTTP answer: the connection, TLS or a timeout failed.
/// Keeps libcurl's own code and text so nothing is lost when it is shown to a person.
public struct TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this was, for outcomes and advice.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as ``description`` gives it.
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The host name did not resolve or the TCP connection was refused.
        public static let connect = Kind("connect")
        /// TLS failed: handshake, certificate verification, client certificate.
        public static let tls = Kind("tls")
        /// The server refused the client certificate in the TLS handshake (an alert such as
        /// `unknown_ca`): the credentials are at fault, not the network.
        public static let certificateRefused = Kind("certificateRefused")
        /// The connect or per-request timeout fired.
        public static let timeout = Kind("timeout")
        /// The connection broke or the server reset the stream before a full answer.
        public static let connectionLost = Kind("connectionLost")
        /// The client was shut down before the request finished.
        public static let cancelled = Kind("cancelled")
        /// Anything else libcurl reported.
        public static let other = Kind("other")

        /// The name, e.g. for logs and tests.
        public var description: String { name }
    }

    public let kind: Kind
    /// libcurl's `CURLcode`, or 0 when the failure did not come from libcurl.
    public let curlCode: Int
    /// libcurl's detailed message (its error buffer), or its generic text for the code.
    public let message: String
    /// True when no connection to the server could be established (resolution, TCP, TLS or the
    /// connect timeout): every request waiting for that connection shares the failure.
    public let isConnectionFailure: Bool
    /// The connection the request was on (its local port), when one was opened: a request that got
    /// no answer was still carried by it.
    public let connectionID: Int?

    /// An error of `kind`; `isConnectionFailure` says the connection itself could not be set up,
    /// `connectionID` which connection the request was on, if any.
    public init(kind: Kind, curlCode: Int, message: String, isConnectionFailure: Bool = false, connectionID: Int? = nil) {
        self.kind = kind
        self.curlCode = curlCode
        self.message = message
        self.isConnectionFailure = isConnectionFailure
        self.connectionID = connectionID
    }

    public var description: String {
        curlCode == 0 ? message : "\(message) (curl error \(curlCode))"
    }
}
