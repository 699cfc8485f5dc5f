import PushCore
import PushTransport

/// Where APNs pushes go and who signs them. Equal routes share one client (one connection serves
/// one credential).
public struct APNsRoute: Sendable, Hashable {
    /// Apple's host or the override, with its CA.
    public var endpoint: APNsEndpoint
    /// The key or certificate.
    public var credential: APNsCredentialSource

    /// A route from its parts.
    public init(endpoint: APNsEndpoint, credential: APNsCredentialSource) {
        self.endpoint = endpoint
        self.credential = credential
    }

    /// The route of an APNs profile read from `file`, its paths expanded: its ``Destination``'s endpoint.
    public init(profile: Profile, file: String, paths: PathContext) throws(ResolutionError) {
        credential = try APNsCredentialSource(profile: profile, file: file, paths: paths)
        endpoint = try Destination(profile, file: file).apnsEndpoint(paths: paths)
    }
}
