/// What an FCM profile has that an APNs profile has not: its service account and project.
///
/// See [Authorize send requests](https://firebase.google.com/docs/cloud-messaging/auth-server).
public struct FCMSettings: Sendable, Equatable {
    /// The Google service-account JSON file as written in the profile (`auth.file`), whose RSA key
    /// signs the OAuth assertion that is exchanged for access tokens.
    public var serviceAccountFile: String
    /// The Firebase project to send to; `nil` takes `project_id` from the service-account JSON.
    public var project: String?
    /// A token endpoint that replaces the service account's `token_uri`, e.g. the simulator's
    /// `https://127.0.0.1:2197/token`.
    public var tokenEndpoint: String?

    /// FCM settings; the project and token endpoint come from the service account unless given.
    public init(serviceAccountFile: String, project: String? = nil, tokenEndpoint: String? = nil) {
        self.serviceAccountFile = serviceAccountFile
        self.project = project
        self.tokenEndpoint = tokenEndpoint
    }
}
