/// What a token in the token book was issued for.
///
/// App-internal, hence a closed enum; the raw values are the words used in profile files.
public enum TokenKind: String, Sendable, CaseIterable {
    /// A device token from `registerForRemoteNotifications`.
    case device
    /// A PushKit VoIP token.
    case voip
    /// A Live Activity update token.
    case liveactivity
    /// A Live Activity push-to-start token.
    case pushToStart
    /// An FCM registration token (written `fcm`), for profiles whose service is FCM.
    case fcm

    /// The push type a token of this kind receives unless the user picks another; FCM picks its own
    /// APNs headers, so an FCM token gets the plain alert type.
    public var defaultPushType: PushType {
        switch self {
        case .device, .fcm: return .alert
        case .voip: return .voip
        case .liveactivity, .pushToStart: return .liveactivity
        }
    }

    /// Whether a token of this kind receives pushes of `pushType`. VoIP, Live Activity and
    /// push-to-start tokens come from their own registrations (PushKit, ActivityKit) and receive
    /// only their own type; a device token receives every type except those that need such a token
    /// (`voip`, `complication`, `liveactivity`, `pushtotalk`). Other types (`widgets`, `controls`,
    /// `mdm`, …) are not checked against the kind: the token book has no kind for their tokens. To
    /// a token that does not receive it, APNs answers `DeviceTokenNotForTopic` (see
    /// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
    /// for the push types and their tokens).
    public func receives(_ pushType: PushType) -> Bool {
        switch self {
        case .device: !Self.ownTokenTypes.contains(pushType)
        case .voip: pushType == .voip
        case .liveactivity, .pushToStart: pushType == .liveactivity
        case .fcm: false
        }
    }

    /// The push types a device token does not receive: each needs a token of its own registration.
    private static let ownTokenTypes: Set<PushType> = [.voip, .complication, .liveactivity, .pushtotalk]
}
