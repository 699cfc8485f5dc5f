import PushCore

/// What a profile form makes: the kinds of profile pushtui sends with.
public enum ProfileKind: Sendable, CaseIterable {
    /// APNs with a `.p8` signing key (provider tokens).
    case apnsToken
    /// APNs with a provider certificate (`.p12`, `.pem`, or `.pem` and a key file).
    case apnsCertificate
    /// FCM HTTP v1 with a service-account file.
    case fcm
    /// The iOS Simulator on this Mac, through `xcrun simctl push`.
    case iosSimulator

    /// The kind of `profile`.
    init(_ profile: Profile) {
        switch profile.service {
        case .apns(let settings):
            if case .certificate = settings.auth { self = .apnsCertificate } else { self = .apnsToken }
        case .fcm:
            self = .fcm
        case .iosSimulator:
            self = .iosSimulator
        }
    }

    /// How the form names it.
    var name: String {
        switch self {
        case .apnsToken: return "APNs token (.p8)"
        case .apnsCertificate: return "APNs certificate (.p12/.pem)"
        case .fcm: return "FCM service account"
        case .iosSimulator: return "iOS Simulator (xcrun simctl)"
        }
    }
}
