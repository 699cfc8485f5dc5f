import PushCore

/// Where a ``BroadcastClient`` sends: the channel-management host and the broadcast-send host.
/// Both may be overridden (the simulator serves both on one port); Apple's hosts are verified
/// against the system's roots only.
public struct BroadcastEndpoints: Sendable, Hashable {
    /// Channel create, read, delete and list.
    public let management: APNsEndpoint
    /// `POST /4/broadcasts/apps/<bundleId>`.
    public let broadcast: APNsEndpoint

    /// Explicit endpoints, for example Apple's management host with a broadcast host override.
    public init(management: APNsEndpoint, broadcast: APNsEndpoint) {
        self.management = management
        self.broadcast = broadcast
    }

    /// Apple's hosts for `environment`: management on 2195/2196, broadcasts on
    /// `api-broadcast(.sandbox).push.apple.com:443`.
    public static func apple(_ environment: APNsEnvironment) -> BroadcastEndpoints {
        BroadcastEndpoints(
            management: APNsEndpoint(baseURL: environment.channelManagementBaseURL, caFile: nil, isApple: true),
            broadcast: APNsEndpoint(baseURL: environment.broadcastBaseURL, caFile: nil, isApple: true))
    }

    /// One custom `https://` URL serving both (the simulator), optionally with a CA to trust.
    public static func custom(_ url: String, caFile: String? = nil) throws(APNsEndpointError) -> BroadcastEndpoints {
        let endpoint = try APNsEndpoint.custom(url, caFile: caFile)
        return BroadcastEndpoints(management: endpoint, broadcast: endpoint)
    }
}
