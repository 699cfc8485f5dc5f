import PushCore

/// Where a profile sends, as a badge read from its ``Destination``: SANDBOX calm, PRODUCTION loud
/// (also when a sandbox profile's endpoint is Apple's production host), LOCAL for any other host
/// (LOCAL·PROD when the profile calls it production), FCM for Google's host, SIMULATOR for the iOS
/// Simulator.
enum EnvironmentBadge {
    static func of(_ profile: Profile) -> (text: String, style: StyleRole) {
        let destination = Destination(profile, file: nil)
        switch destination.kind {
        case .apple(.production): return ("PRODUCTION", .production)
        case .apple(.sandbox): return ("SANDBOX", .sandbox)
        case .google: return ("FCM", .sandbox)
        case .custom where profile.kind == .fcm: return ("FCM·LOCAL", .local)
        case .custom: return destination.isProduction ? ("LOCAL·PROD", .production) : ("LOCAL", .local)
        case .iosSimulator: return ("SIMULATOR", .local)
        }
    }

    /// The badge of a log row, which keeps its service, environment and whether the host was
    /// custom: FCM with its project (FCM·LOCAL on a custom host), else the APNs environment.
    static func of(_ row: LogRow) -> (text: String, style: StyleRole) {
        switch row.service {
        case .fcm where row.isLocal: return ("FCM·LOCAL", .local)
        case .fcm(let project): return (project.map { "FCM \($0)" } ?? "FCM", .sandbox)
        case .apns: return of(environment: row.environment, isLocal: row.isLocal)
        }
    }

    /// The badge of an APNs environment, on Apple's host or a custom one.
    static func of(environment: APNsEnvironment, isLocal: Bool) -> (text: String, style: StyleRole) {
        switch (environment, isLocal) {
        case (.production, false): return ("PRODUCTION", .production)
        case (.production, true): return ("LOCAL·PROD", .production)
        case (.sandbox, false): return ("SANDBOX", .sandbox)
        case (.sandbox, true): return ("LOCAL", .local)
        }
    }
}
