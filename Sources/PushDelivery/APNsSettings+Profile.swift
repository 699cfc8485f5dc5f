import PushCore

extension APNsSettings {
    /// The APNs settings of `profile`; an fcm profile is refused, as every APNs path refuses it.
    public init(of profile: Profile) throws(ResolutionError) {
        switch profile.service {
        case .apns(let settings):
            self = settings
        case .fcm, .iosSimulator:
            throw ResolutionError(.usage, "profile '\(profile.name)' is for \(profile.kind.rawValue), but this command speaks APNs; "
                + "an \(profile.kind.rawValue) profile works with pushtui send")
        }
    }
}
