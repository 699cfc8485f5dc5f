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

    /// The route of an APNs profile read from `file`: Apple's broadcast hosts for its environment,
    /// or its endpoint (with its CA) for both.
    public init(profile: Profile, file: String, paths: PathContext) throws(ResolutionError) {
        let credential = try APNsCredentialSource(profile: profile, file: file, paths: paths)
        let endpoint = try paths.endpoint(of: profile, inProfile: file)
        let endpoints: BroadcastEndpoints
        if endpoint.isApple {
            endpoints = .apple(profile.environment)
        } else {
            do throws(APNsEndpointError) {
                endpoints = try .custom(endpoint.baseURL, caFile: endpoint.caFile)
            } catch {
                throw ResolutionError(.usage, error.description)
            }
        }
        self.init(topic: profile.topic, endpoints: endpoints, credential: credential)
    }
}
