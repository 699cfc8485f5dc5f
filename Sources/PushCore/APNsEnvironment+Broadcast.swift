/// The broadcast hosts of each environment. See
/// [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns)
/// and [Sending broadcast push notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
extension APNsEnvironment {
    /// The channel-management host.
    public var channelManagementHost: String {
        switch self {
        case .sandbox: return "api-manage-broadcast.sandbox.push.apple.com"
        case .production: return "api-manage-broadcast.push.apple.com"
        }
    }

    /// The channel-management port: 2195 in the sandbox, 2196 in production.
    public var channelManagementPort: Int {
        switch self {
        case .sandbox: return 2195
        case .production: return 2196
        }
    }

    /// The `https://` base URL for channel management.
    public var channelManagementBaseURL: String { "https://\(channelManagementHost):\(channelManagementPort)" }

    /// The broadcast-send host. Apple's articles disagree (some send `/4/broadcasts` to the device
    /// hosts); pushtui defaults to this one and lets a profile override it.
    public var broadcastHost: String {
        switch self {
        case .sandbox: return "api-broadcast.sandbox.push.apple.com"
        case .production: return "api-broadcast.push.apple.com"
        }
    }

    /// The `https://` base URL for broadcast sends, on port 443.
    public var broadcastBaseURL: String { "https://\(broadcastHost)" }
}
