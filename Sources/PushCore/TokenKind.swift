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
}
