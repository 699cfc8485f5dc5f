/// Where an imported curl command line sends its push.
public enum CurlImportHost: Sendable, Equatable, CustomStringConvertible {
    /// Apple's host for an environment (`api.push.apple.com`, `api.sandbox.push.apple.com`) on `port`.
    case apple(APNsEnvironment, port: Int)
    /// Another host, such as the local simulator; `baseURL` is `https://host:port`.
    case custom(baseURL: String)

    /// The host named by an `https://` URL's authority, port 443 unless given.
    init(authority: String, scheme: String) {
        let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let port = parts.count == 2 ? Int(parts[1]) : 443
        if let port, let environment = APNsEnvironment.allCases.first(where: { $0.host == parts[0].lowercased() }) {
            self = .apple(environment, port: port)
        } else {
            self = .custom(baseURL: "\(scheme)://\(authority)")
        }
    }

    /// `production (api.push.apple.com:443)` or `custom https://127.0.0.1:2197`.
    public var description: String {
        switch self {
        case .apple(let environment, let port): return "\(environment.rawValue) (\(environment.host):\(port))"
        case .custom(let baseURL): return "custom \(baseURL)"
        }
    }
}
