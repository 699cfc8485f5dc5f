/// The token a token-book entry sends to: an APNs device token or an FCM registration token.
public enum BookToken: Hashable, Sendable, CustomStringConvertible {
    /// A hex token for APNs (device, VoIP, Live Activity or push-to-start).
    case device(DeviceToken)
    /// An FCM registration token.
    case registration(RegistrationToken)

    /// The token as profile files hold it.
    public var text: String {
        switch self {
        case .device(let token): return token.hex
        case .registration(let token): return token.text
        }
    }

    /// The APNs token, or nil for an FCM one.
    public var deviceToken: DeviceToken? {
        if case .device(let token) = self { return token }
        return nil
    }

    /// The FCM token, or nil for an APNs one.
    public var registrationToken: RegistrationToken? {
        if case .registration(let token) = self { return token }
        return nil
    }

    /// The last characters after an ellipsis, for display where the whole token must not appear.
    public var shortened: String {
        switch self {
        case .device(let token): return token.shortened
        case .registration(let token): return token.shortened
        }
    }

    /// The shortened form; a token is never printed whole by accident.
    public var description: String { shortened }
}
