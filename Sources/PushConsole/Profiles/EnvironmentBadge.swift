import PushCore

/// Where a profile sends, as a badge read from its ``SendHost``: SANDBOX calm, PRODUCTION loud
/// (also when a sandbox profile's endpoint is Apple's production host), LOCAL for any other host
/// (LOCAL·PROD when the profile calls it production), FCM for Google's host.
enum EnvironmentBadge {
    static func of(_ profile: Profile) -> (text: String, style: StyleRole) {
        let host = SendHost(profile)
        switch host.kind {
        case .apple(.production): return ("PRODUCTION", .production)
        case .apple(.sandbox): return ("SANDBOX", .sandbox)
        case .google: return ("FCM", .sandbox)
        case .custom where profile.kind == .fcm: return ("FCM·LOCAL", .local)
        case .custom: return host.isProduction ? ("LOCAL·PROD", .production) : ("LOCAL", .local)
        }
    }

    /// The badge of a log row, which keeps only the environment and whether the endpoint was custom.
    static func of(environment: APNsEnvironment, isLocal: Bool) -> (text: String, style: StyleRole) {
        switch (environment, isLocal) {
        case (.production, false): return ("PRODUCTION", .production)
        case (.production, true): return ("LOCAL·PROD", .production)
        case (.sandbox, false): return ("SANDBOX", .sandbox)
        case (.sandbox, true): return ("LOCAL", .local)
        }
    }
}
