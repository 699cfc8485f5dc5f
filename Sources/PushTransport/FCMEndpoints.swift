import PushCore

/// Where an `FCMClient` sends and fetches access tokens: Google's hosts, or overrides such as the
/// local simulator. Only overrides may add a CA to trust; Google's and Apple's hosts are verified
/// against the system's roots (``ExtraCARefusal``).
public struct FCMEndpoints: Sendable, Equatable {
    /// The `https://host[:port]` base that `/v1/projects/…/messages:send` is appended to.
    public let sendBaseURL: String
    /// The full token endpoint URL (the service account's `token_uri` unless overridden).
    public let tokenURL: String
    /// An extra CA bundle to trust (overrides only).
    public let caFile: String?

    /// Endpoints, checked: both `https://`, and a CA only when neither is Google's or Apple's host.
    /// - Parameters:
    ///   - sendBaseURL: the FCM base URL; `nil` for Google's.
    ///   - tokenURL: the token endpoint; usually the service account's `token_uri`.
    public init(sendBaseURL: String? = nil, tokenURL: String, caFile: String? = nil) throws(FCMEndpointError) {
        var base = sendBaseURL ?? Destination.googleFCMBaseURL
        while base.hasSuffix("/") { base.removeLast() }
        for url in [base, tokenURL] where !url.lowercased().hasPrefix("https://") || url.count <= "https://".count {
            throw .notHTTPS(url)
        }
        do throws(ExtraCARefusal) {
            try ExtraCARefusal.check(caFile: caFile, for: [sendBaseURL ?? base, tokenURL])
        } catch {
            throw .caFileForPlatformHost(error)
        }
        self.sendBaseURL = base
        self.tokenURL = tokenURL
        self.caFile = caFile
    }
}

/// Why FCM endpoints were refused.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct FCMEndpointError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case notHTTPS(String)
        case caFileForPlatformHost(ExtraCARefusal)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// A URL that is not `https://`: FCM and Google's token endpoint speak TLS only.
    public static func notHTTPS(_ url: String) -> FCMEndpointError {
        FCMEndpointError(.notHTTPS(url))
    }

    /// A CA file given for one of Google's or Apple's hosts, which are verified against the
    /// system's roots only.
    public static func caFileForPlatformHost(_ refusal: ExtraCARefusal) -> FCMEndpointError {
        FCMEndpointError(.caFileForPlatformHost(refusal))
    }

    /// The message for a person.
    public var description: String {
        switch base {
        case .notHTTPS(let url):
            return "FCM endpoint '\(url)' must be an https:// URL"
        case .caFileForPlatformHost(let refusal):
            return refusal.description
        }
    }
}
