/// An HTTP/2 request exactly as it goes to APNs: built only by ``PushRequest/httpRequest(authorization:)``.
public struct APNsHTTPRequest: Sendable, Equatable {
    /// The start of every device-push path; the hex token follows.
    public static let devicePathPrefix = "/3/device/"

    /// `:method`, always `POST` for APNs.
    public let method: String
    /// `:path`, `/3/device/<hex token>`.
    public let path: String
    /// The headers in sending order, names lowercase.
    public let headers: [HTTPHeader]
    /// The body: minified JSON.
    public let body: [UInt8]

    /// A request.
    public init(method: String, path: String, headers: [HTTPHeader], body: [UInt8]) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The value of the first header named `name` (lowercase).
    public func value(of name: String) -> String? {
        headers.first { $0.name == name }?.value
    }
}
