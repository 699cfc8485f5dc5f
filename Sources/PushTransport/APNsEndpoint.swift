import PushCore

/// Where an `APNsClient` sends: one of Apple's hosts, or a custom URL such as the local simulator.
/// Only a custom endpoint may add a CA to trust; Apple's and Google's hosts are verified against the
/// system's roots (``ExtraCARefusal``).
public struct APNsEndpoint: Sendable, Hashable {
    /// The `https://host[:port]` base URL; paths are appended to it.
    public let baseURL: String
    /// An extra CA bundle to trust for this endpoint (custom endpoints only).
    public let caFile: String?
    /// Whether this is one of Apple's hosts rather than an override.
    public let isApple: Bool

    /// Apple's host for `environment`, on port 443 or 2197.
    public static func apple(_ environment: APNsEnvironment, port: Int = 443) throws(APNsEndpointError) -> APNsEndpoint {
        guard APNsEnvironment.ports.contains(port) else { throw .unsupportedApplePort(port) }
        return APNsEndpoint(baseURL: environment.baseURL(port: port), caFile: nil, isApple: true)
    }

    /// A custom `https://` endpoint (the simulator, a proxy), optionally with a CA to trust.
    public static func custom(_ url: String, caFile: String? = nil) throws(APNsEndpointError) -> APNsEndpoint {
        var base = url
        while base.hasSuffix("/") { base.removeLast() }
        guard base.lowercased().hasPrefix("https://"), base.count > "https://".count else {
            throw .notHTTPS(url)
        }
        do throws(ExtraCARefusal) {
            try ExtraCARefusal.check(caFile: caFile, for: [url])
        } catch {
            throw .caFileForPlatformHost(error)
        }
        return APNsEndpoint(baseURL: base, caFile: caFile, isApple: false)
    }

    /// The endpoint a profile or the flags describe: `url` with `caFile` when there is a URL, else
    /// Apple's host for `environment`, which refuses an extra CA rather than ignoring it.
    public static func resolve(url: String?, caFile: String?, environment: APNsEnvironment) throws(APNsEndpointError) -> APNsEndpoint {
        guard let url else {
            if caFile != nil { throw .caFileWithoutEndpoint }
            return try apple(environment)
        }
        return try custom(url, caFile: caFile)
    }
}

/// Why an endpoint was refused.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct APNsEndpointError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case notHTTPS(String)
        case unsupportedApplePort(Int)
        case caFileForPlatformHost(ExtraCARefusal)
        case caFileWithoutEndpoint
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// The endpoint is not an `https://` URL.
    public static func notHTTPS(_ url: String) -> APNsEndpointError {
        APNsEndpointError(.notHTTPS(url))
    }

    /// An Apple host on a port APNs does not listen on (it takes 443 and 2197).
    public static func unsupportedApplePort(_ port: Int) -> APNsEndpointError {
        APNsEndpointError(.unsupportedApplePort(port))
    }

    /// An extra CA for one of Apple's or Google's hosts, given as the endpoint URL: only a custom
    /// endpoint takes one.
    public static func caFileForPlatformHost(_ refusal: ExtraCARefusal) -> APNsEndpointError {
        APNsEndpointError(.caFileForPlatformHost(refusal))
    }

    /// An extra CA with no custom endpoint to apply it to: Apple's hosts never take one.
    public static let caFileWithoutEndpoint = APNsEndpointError(.caFileWithoutEndpoint)

    public var description: String {
        switch base {
        case .notHTTPS(let url):
            return "endpoint '\(url)' must be an https:// URL (APNs speaks HTTP/2 over TLS only)"
        case .unsupportedApplePort(let port):
            return "APNs listens on port 443 or 2197, not \(port)"
        case .caFileForPlatformHost(let refusal):
            return refusal.description
        case .caFileWithoutEndpoint:
            return "an extra CA (--ca-file) is only accepted with a custom endpoint; Apple's hosts are verified against the system's roots"
        }
    }
}
