extension APNsEnvironment {
    /// Apple's device-push host names per environment: the canonical ones and
    /// `api.development.push.apple.com`, the sandbox's older name that Apple still shows.
    static let deviceHostNames: [(host: String, environment: APNsEnvironment)] = [
        ("api.push.apple.com", .production),
        ("api.sandbox.push.apple.com", .sandbox),
        ("api.development.push.apple.com", .sandbox),
    ]

    /// The environment `url` reaches when it names one of Apple's device-push hosts (any port,
    /// however spelled, see ``PlatformHost/host(of:)``); nil for any other host, such as the local
    /// simulator, where the environment is the user's to say.
    public init?(appleHostOf url: String) {
        guard let host = PlatformHost.host(of: url),
              let match = Self.deviceHostNames.first(where: { $0.host == host }) else { return nil }
        self = match.environment
    }
}
