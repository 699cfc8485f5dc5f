import PushCore

/// One HTTP request as the transport sends it.
public struct HTTPRequest: Sendable, Equatable {
    /// The absolute `https://` URL.
    public var url: String
    /// `POST`, `GET` or `DELETE`.
    public var method: String
    /// Request headers in the order they are sent.
    public var headers: [HTTPHeader]
    /// The body; sent as is, never compressed (APNs forbids it).
    public var body: [UInt8]

    public init(url: String, method: String = "POST", headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// The answer to one request, with what the transport knows about how it travelled.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public let status: Int
    /// Response headers with lowercase names, in arrival order.
    public let headers: [HTTPHeader]
    /// The response body.
    public let body: [UInt8]
    /// The HTTP version libcurl used: "2" for HTTP/2.
    public let httpVersion: String
    /// Identifies the connection that carried the request: its local port, unique among open
    /// connections to one host. Requests multiplexed on one connection share it.
    public let connectionID: Int
    /// Whether this request had to open a new connection (a handshake was part of its latency).
    public let openedConnection: Bool
    /// Time from handing the request to libcurl to the end of the response.
    public let latency: Duration

    public init(status: Int, headers: [HTTPHeader], body: [UInt8], httpVersion: String,
                connectionID: Int, openedConnection: Bool, latency: Duration) {
        self.status = status
        self.headers = headers
        self.body = body
        self.httpVersion = httpVersion
        self.connectionID = connectionID
        self.openedConnection = openedConnection
        self.latency = latency
    }

    /// The value of the first header with this name (case-insensitive).
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name == lowered }?.value
    }
}
