/// Request fields a profile fills in when a send does not set them.
///
/// Each corresponds to an APNs header; see [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public struct ProfileDefaults: Sendable, Equatable {
    /// The push value every push of the profile starts from: `apns-push-type` (any value, so a push
    /// type Apple adds later still works), `apns-priority` (one of ``APNsPriority/valid``),
    /// `apns-expiration` (a UNIX time in seconds, or 0) and `apns-collapse-id`.
    public var headers: PushHeaders
    /// Members of the `defaults` object pushtui does not know, kept in file order so a save keeps them.
    public var unknownMembers: [JSONMember]

    /// Defaults; all fields unset unless given.
    public init(headers: PushHeaders = PushHeaders(), unknownMembers: [JSONMember] = []) {
        self.headers = headers
        self.unknownMembers = unknownMembers
    }

    /// Defaults of the named headers.
    public init(pushType: PushType? = nil, priority: Int? = nil, expiration: Int? = nil, collapseID: String? = nil) {
        self.init(headers: PushHeaders(pushType: pushType, priority: priority, expiration: expiration, collapseID: collapseID))
    }

    /// Whether nothing is set, so the `defaults` object can be left out of the file.
    public var isEmpty: Bool {
        headers.isEmpty && unknownMembers.isEmpty
    }
}
