import PushCore

/// The environment as a badge: SANDBOX calm, PRODUCTION loud, LOCAL for a custom endpoint.
enum EnvironmentBadge {
    static func of(_ profile: Profile) -> (text: String, style: StyleRole) {
        of(environment: profile.environment, isLocal: profile.usesCustomHost)
    }

    static func of(environment: APNsEnvironment, isLocal: Bool) -> (text: String, style: StyleRole) {
        switch (environment, isLocal) {
        case (.production, false): return ("PRODUCTION", .production)
        case (.production, true): return ("LOCAL·PROD", .production)
        case (.sandbox, false): return ("SANDBOX", .sandbox)
        case (.sandbox, true): return ("LOCAL", .local)
        }
    }
}
