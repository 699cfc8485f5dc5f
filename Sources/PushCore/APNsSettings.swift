/// What an APNs profile has that an FCM profile has not: the environment its tokens belong to,
/// the app's bundle ID and how it authenticates.
public struct APNsSettings: Sendable, Equatable {
    /// The APNs environment the tokens belong to.
    public var environment: APNsEnvironment
    /// The app's bundle ID; the push type's suffix is added per send. Empty when the profile
    /// leaves it to its certificate (whose bundle ID is then used).
    public var topic: String
    /// How the profile authenticates.
    public var auth: APNsAuth

    /// APNs settings.
    public init(environment: APNsEnvironment, topic: String, auth: APNsAuth) {
        self.environment = environment
        self.topic = topic
        self.auth = auth
    }
}
