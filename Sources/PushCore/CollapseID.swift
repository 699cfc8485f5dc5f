/// The `apns-collapse-id` header: notifications with the same value replace each other on the device.
///
/// See the `apns-collapse-id` row in [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum CollapseID {
    /// The longest collapse ID APNs accepts, in UTF-8 bytes.
    public static let maximumByteCount = 64

    /// Whether APNs accepts `collapseID`: at most ``maximumByteCount`` UTF-8 bytes.
    public static func isValid(_ collapseID: String) -> Bool {
        collapseID.utf8.count <= maximumByteCount
    }
}
