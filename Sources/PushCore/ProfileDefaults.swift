/// Request fields a profile fills in when a send does not set them.
///
/// Each corresponds to an APNs header; see [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public struct ProfileDefaults: Sendable, Equatable {
    /// `apns-push-type`; any value, so a push type Apple adds later still works.
    public var pushType: PushType?
    /// `apns-priority`: one of ``APNsPriority/valid``.
    public var priority: Int?
    /// `apns-expiration`: a UNIX time in seconds, or 0.
    public var expiration: Int?
    /// `apns-collapse-id`.
    public var collapseID: String?
    /// Members of the `defaults` object pushtui does not know, kept in file order so a save keeps them.
    public var unknownMembers: [JSONMember]

    /// Defaults; all fields unset unless given.
    public init(pushType: PushType? = nil, priority: Int? = nil, expiration: Int? = nil,
                collapseID: String? = nil, unknownMembers: [JSONMember] = []) {
        self.pushType = pushType
        self.priority = priority
        self.expiration = expiration
        self.collapseID = collapseID
        self.unknownMembers = unknownMembers
    }

    /// Whether nothing is set, so the `defaults` object can be left out of the file.
    public var isEmpty: Bool {
        pushType == nil && priority == nil && expiration == nil && collapseID == nil && unknownMembers.isEmpty
    }
}
