import PushCore
import PushTransport

/// Where an app's broadcast-channel requests go and who signs them. Equal routes share one client.
public struct BroadcastRoute: Sendable, Hashable {
    /// The app's bundle ID, without a push-type suffix: channels belong to the app.
    public var bundleID: String
    /// The channel-management and broadcast hosts.
    public var endpoints: BroadcastEndpoints
    /// Who signs the requests.
    public var credential: APNsCredentialSource

    /// A route from its parts; a push-type suffix on `topic` is removed.
    public init(topic: String, endpoints: BroadcastEndpoints, credential: APNsCredentialSource) {
        bundleID = BroadcastRequest.bundleID(fromTopic: topic)
        self.endpoints = endpoints
        self.credential = credential
    }

    /// The route of an APNs profile read from `file`: its broadcast ``Destination``'s endpoints
    /// (Apple's broadcast hosts for the environment its endpoint's host decides, or its endpoint,
    /// with its CA, for both).
    public init(profile: Profile, file: String, paths: PathContext) throws(ResolutionError) {
        let settings = try APNsSettings(of: profile)
        let credential = try APNsCredentialSource(auth: settings.auth, file: file, paths: paths)
        let endpoints = try Destination(profile, file: file, broadcast: true).broadcastEndpoints(paths: paths)
        self.init(topic: settings.topic, endpoints: endpoints, credential: credential)
    }
}
