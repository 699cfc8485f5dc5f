/// Which push service a profile talks to: the `service` value of a profile file.
///
/// App-internal, hence a closed enum. ``ProfileService`` carries the settings of each.
public enum ServiceKind: String, Sendable, CaseIterable {
    /// Apple Push Notification service.
    case apns
    /// Firebase Cloud Messaging HTTP v1 (https://firebase.google.com/docs/cloud-messaging/send-message).
    case fcm
    /// The iOS Simulator on this Mac, through `xcrun simctl push`.
    case iosSimulator = "ios-simulator"
}
