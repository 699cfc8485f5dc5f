import PushCore

/// One row of the route table that the domain, delivery, console and binary tests share: a
/// profile (its device pushes, or its broadcasts) and what its ``Destination`` must say, so each
/// front end can be checked against the same value.
public struct DestinationCase: Sendable, CustomStringConvertible {
    /// What the row is about.
    public let description: String
    /// The profile sent with.
    public let profile: Profile
    /// Whether the row is about the profile's broadcasts rather than its device pushes.
    public let broadcast: Bool
    /// Whose host it is.
    public let kind: Destination.Kind
    /// The base URL the client connects to.
    public let url: String
    /// `host` on Apple's and Google's port 443, else `host:port`.
    public let authority: String
    /// The next-send line's name.
    public let name: String
    /// The production confirmation's name.
    public let fullName: String
    /// Whether the send waits for a yes.
    public let isProduction: Bool

    /// Whether the profile file can hold the row: a profile whose environment contradicts Apple's
    /// host in its endpoint is refused on load, so only a profile made in memory reaches the route.
    public var isWritable: Bool {
        guard let settings = profile.apns, let endpoint = profile.endpoint else { return true }
        return APNsEnvironment(appleHostOf: endpoint).map { $0 == settings.environment } ?? true
    }

    /// The rows: Apple's two hosts, custom hosts a profile calls production or sandbox, an Apple
    /// host that decides over the profile's environment, custom ports, FCM on Google's host and on
    /// a custom one, and broadcasts.
    public static let all: [DestinationCase] = [
        apns("sandbox on Apple's host", .sandbox, nil, .apple(.sandbox), "https://api.sandbox.push.apple.com",
             "api.sandbox.push.apple.com", "Apple sandbox", "api.sandbox.push.apple.com (Apple sandbox)", false),
        apns("production on Apple's host", .production, nil, .apple(.production), "https://api.push.apple.com",
             "api.push.apple.com", "Apple production", "api.push.apple.com (Apple production)", true),
        apns("a custom host the profile calls production", .production, "https://127.0.0.1:2197", .custom, "https://127.0.0.1:2197",
             "127.0.0.1:2197", "127.0.0.1:2197", "127.0.0.1:2197", true),
        apns("a custom host the profile calls sandbox", .sandbox, "https://127.0.0.1:2197/", .custom, "https://127.0.0.1:2197",
             "127.0.0.1:2197", "127.0.0.1:2197", "127.0.0.1:2197", false),
        apns("Apple's production host in a sandbox profile", .sandbox, "https://api.push.apple.com", .apple(.production),
             "https://api.push.apple.com", "api.push.apple.com", "Apple production", "api.push.apple.com (Apple production)", true),
        apns("Apple's sandbox host on port 2197", .sandbox, "https://api.sandbox.push.apple.com:2197", .apple(.sandbox),
             "https://api.sandbox.push.apple.com:2197", "api.sandbox.push.apple.com:2197", "Apple sandbox",
             "api.sandbox.push.apple.com:2197 (Apple sandbox)", false),
        apns("a custom host on port 443", .production, "https://Push.Example.com", .custom, "https://Push.Example.com",
             "push.example.com:443", "push.example.com:443", "push.example.com:443", true),
        fcm("FCM on Google's host", nil, project: "my-project", .google(project: "my-project"), "https://fcm.googleapis.com",
            "fcm.googleapis.com", "FCM my-project", "fcm.googleapis.com (FCM my-project)"),
        fcm("FCM on a custom host", "https://127.0.0.1:2198", project: "my-project", .custom, "https://127.0.0.1:2198",
            "127.0.0.1:2198", "127.0.0.1:2198", "127.0.0.1:2198"),
        fcm("FCM with Google's host as its endpoint", "https://fcm.googleapis.com:443", project: nil, .google(project: nil),
            "https://fcm.googleapis.com:443", "fcm.googleapis.com", "FCM", "fcm.googleapis.com (FCM)"),
        apns("a sandbox broadcast", .sandbox, nil, broadcast: true, .apple(.sandbox), "https://api-broadcast.sandbox.push.apple.com",
             "api-broadcast.sandbox.push.apple.com", "Apple sandbox", "api-broadcast.sandbox.push.apple.com (Apple sandbox)", false),
        apns("a production broadcast", .production, nil, broadcast: true, .apple(.production), "https://api-broadcast.push.apple.com",
             "api-broadcast.push.apple.com", "Apple production", "api-broadcast.push.apple.com (Apple production)", true),
        apns("a broadcast of a sandbox profile on Apple's production host", .sandbox, "https://api.push.apple.com", broadcast: true,
             .apple(.production), "https://api-broadcast.push.apple.com", "api-broadcast.push.apple.com", "Apple production",
             "api-broadcast.push.apple.com (Apple production)", true),
        apns("a broadcast to a custom host", .sandbox, "https://127.0.0.1:2197", broadcast: true, .custom, "https://127.0.0.1:2197",
             "127.0.0.1:2197", "127.0.0.1:2197", "127.0.0.1:2197", false),
        apns("a broadcast to an Apple-named host that is no push host", .production, "https://push-proxy.corp.apple.com:8443",
             broadcast: true, .custom, "https://push-proxy.corp.apple.com:8443", "push-proxy.corp.apple.com:8443",
             "push-proxy.corp.apple.com:8443", "push-proxy.corp.apple.com:8443", true),
    ]

    private static func apns(_ description: String, _ environment: APNsEnvironment, _ endpoint: String?, broadcast: Bool = false,
                             _ kind: Destination.Kind, _ url: String, _ authority: String, _ name: String, _ fullName: String,
                             _ isProduction: Bool) -> DestinationCase {
        let profile = Profile.apns(name: "Route", environment: environment, topic: "com.example.app",
                                   auth: .token(keyFile: "AuthKey.p8", keyID: "ABCDE12345", teamID: "TEAM123456"), endpoint: endpoint)
        return DestinationCase(description: description, profile: profile, broadcast: broadcast, kind: kind, url: url,
                               authority: authority, name: name, fullName: fullName, isProduction: isProduction)
    }

    private static func fcm(_ description: String, _ endpoint: String?, project: String?, _ kind: Destination.Kind, _ url: String,
                            _ authority: String, _ name: String, _ fullName: String) -> DestinationCase {
        let profile = Profile.fcm(name: "Route", serviceAccountFile: "account.json", endpoint: endpoint, project: project)
        return DestinationCase(description: description, profile: profile, broadcast: false, kind: kind, url: url,
                               authority: authority, name: name, fullName: fullName, isProduction: false)
    }
}
