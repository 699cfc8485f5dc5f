/// The push service a profile talks to, with the settings only that service has.
///
/// An FCM profile cannot hold an APNs environment, topic or key, nor an APNs profile a service
/// account: each concern that depends on the service switches over this enum once, and the
/// compiler points at every such switch when a service is added.
public enum ProfileService: Sendable, Equatable {
    /// Apple Push Notification service.
    case apns(APNsSettings)
    /// Firebase Cloud Messaging HTTP v1.
    case fcm(FCMSettings)
    /// An app in the iOS Simulator.
    case iosSimulator(SimulatorSettings)

    /// The service without its settings: what the file's `service` member says.
    public var kind: ServiceKind {
        switch self {
        case .apns: return .apns
        case .fcm: return .fcm
        case .iosSimulator: return .iosSimulator
        }
    }
}
