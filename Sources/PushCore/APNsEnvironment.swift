/// The two APNs environments. A device token belongs to one: a sandbox token sent to production
/// (or the reverse) is answered `BadDeviceToken`. Only the sandbox answers with `apns-unique-id`
/// ([Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns)).
///
/// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum APNsEnvironment: String, Sendable, CaseIterable {
    /// Development: apps built with a development provisioning profile.
    case sandbox
    /// Production: App Store, TestFlight and Ad Hoc builds.
    case production

    /// The other environment: where a token of this one is answered `BadDeviceToken`.
    public var other: APNsEnvironment {
        self == .sandbox ? .production : .sandbox
    }

    /// The host for device pushes.
    public var host: String {
        switch self {
        case .sandbox: return "api.sandbox.push.apple.com"
        case .production: return "api.push.apple.com"
        }
    }

    /// The ports APNs listens on: 443, or 2197 for networks that allow only that port for APNs.
    public static let ports = [443, 2197]

    /// The `https://` base URL of the device-push host on `port`.
    public func baseURL(port: Int = 443) -> String {
        port == 443 ? "https://\(host)" : "https://\(host):\(port)"
    }
}
