import PushCore

/// Small factories for the profiles tests build, one per service.
extension Profile {
    /// An APNs profile: `auth` a `.token(...)` or a `.certificate(...)`.
    public static func apns(name: String, environment: APNsEnvironment = .sandbox, topic: String, auth: APNsAuth,
                            endpoint: String? = nil, caFile: String? = nil, defaults: ProfileDefaults = ProfileDefaults(),
                            tokens: [TokenBookEntry] = [], unknownMembers: [JSONMember] = [],
                            authUnknownMembers: [JSONMember] = []) -> Profile {
        Profile(name: name, service: .apns(APNsSettings(environment: environment, topic: topic, auth: auth)),
                endpoint: endpoint, caFile: caFile, defaults: defaults, tokens: tokens,
                unknownMembers: unknownMembers, authUnknownMembers: authUnknownMembers)
    }

    /// An FCM profile with the service account at `serviceAccountFile`.
    public static func fcm(name: String, serviceAccountFile: String, endpoint: String? = nil, caFile: String? = nil,
                           project: String? = nil, tokenEndpoint: String? = nil, defaults: ProfileDefaults = ProfileDefaults(),
                           tokens: [TokenBookEntry] = [], unknownMembers: [JSONMember] = [],
                           authUnknownMembers: [JSONMember] = []) -> Profile {
        Profile(name: name, service: .fcm(FCMSettings(serviceAccountFile: serviceAccountFile, project: project, tokenEndpoint: tokenEndpoint)),
                endpoint: endpoint, caFile: caFile, defaults: defaults, tokens: tokens,
                unknownMembers: unknownMembers, authUnknownMembers: authUnknownMembers)
    }

    /// This profile with `topic` as its APNs topic; an FCM profile, which has none, unchanged.
    public func withAPNsTopic(_ topic: String) -> Profile {
        guard case .apns(var settings) = service else { return self }
        settings.topic = topic
        var copy = self
        copy.service = .apns(settings)
        return copy
    }
}
