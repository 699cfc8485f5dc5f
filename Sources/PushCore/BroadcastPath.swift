/// The `:path` of a channel-management or broadcast request: one source for building and for
/// reading them back (the simulator routes on it).
///
/// See [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns)
/// and [Sending broadcast push notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
public enum BroadcastPath: Sendable, Equatable {
    /// `/1/apps/<bundleId>/channels`: create, read and delete (the channel ID travels in a header).
    case channels(bundleID: String)
    /// `/1/apps/<bundleId>/all-channels`: list every channel of the app.
    case allChannels(bundleID: String)
    /// `/4/broadcasts/apps/<bundleId>`: send to a channel.
    case broadcast(bundleID: String)

    private static let appsPrefix = "/1/apps/"
    private static let broadcastPrefix = "/4/broadcasts/apps/"

    /// The path text.
    public var text: String {
        switch self {
        case .channels(let bundleID): return Self.appsPrefix + bundleID + "/channels"
        case .allChannels(let bundleID): return Self.appsPrefix + bundleID + "/all-channels"
        case .broadcast(let bundleID): return Self.broadcastPrefix + bundleID
        }
    }

    /// The bundle ID in the path.
    public var bundleID: String {
        switch self {
        case .channels(let bundleID), .allChannels(let bundleID), .broadcast(let bundleID): return bundleID
        }
    }

    /// Reads a path back; nil when it is none of the three shapes or names no bundle ID.
    public init?(parsing path: String) {
        if path.hasPrefix(Self.broadcastPrefix) {
            let bundleID = String(path.dropFirst(Self.broadcastPrefix.count))
            guard Self.isBundleID(bundleID) else { return nil }
            self = .broadcast(bundleID: bundleID)
            return
        }
        guard path.hasPrefix(Self.appsPrefix) else { return nil }
        let rest = path.dropFirst(Self.appsPrefix.count)
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isBundleID(String(parts[0])) else { return nil }
        switch parts[1] {
        case "channels": self = .channels(bundleID: String(parts[0]))
        case "all-channels": self = .allChannels(bundleID: String(parts[0]))
        default: return nil
        }
    }

    private static func isBundleID(_ text: String) -> Bool {
        !text.isEmpty && !text.contains("/")
    }
}
