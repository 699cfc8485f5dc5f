/// The header names APNs reads and writes, lowercase as HTTP/2 sends them.
///
/// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
/// and [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public enum APNsHeaderName {
    /// `authorization: bearer <provider JWT>` for token-based connections.
    public static let authorization = "authorization"
    /// The push type; see ``PushType``.
    public static let pushType = "apns-push-type"
    /// The bundle ID, with the push type's suffix.
    public static let topic = "apns-topic"
    /// 10, 5 or 1; see ``APNsPriority``.
    public static let priority = "apns-priority"
    /// UNIX seconds; see ``Expiration``.
    public static let expiration = "apns-expiration"
    /// See ``CollapseID``.
    public static let collapseID = "apns-collapse-id"
    /// A canonical UUID; see ``APNsID``.
    public static let apnsID = "apns-id"
    /// The sandbox-only delivery-log UUID in responses.
    public static let apnsUniqueID = "apns-unique-id"
    /// The body's media type.
    public static let contentType = "content-type"
    /// Seconds to wait, sometimes sent with 429 and 503.
    public static let retryAfter = "retry-after"
    /// The broadcast channel a channel-management request or broadcast is about (base64); see
    /// [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns).
    public static let channelID = "apns-channel-id"
    /// A canonical UUID naming a channel-management or broadcast request; APNs echoes it (or makes one).
    public static let requestID = "apns-request-id"
}
