import PushCore

/// Where a profile's pushes really go, resolved as the runner resolves it (the profile's
/// `endpoint` when it has one, else Apple's or Google's host): named on the next-send line, in the
/// production confirmation, in the title and by the environment badge, so none of them can say
/// a different host than the send uses.
public struct SendHost: Sendable, Equatable {
    /// What kind of host it is.
    public enum Kind: Sendable, Equatable {
        /// One of Apple's push hosts, in the environment its name says.
        case apple(APNsEnvironment)
        /// Google's FCM host, for a Firebase project (nil: the one the service account names).
        case google(project: String?)
        /// Any other host: the simulator, a proxy.
        case custom
    }

    /// Apple's, Google's or another host.
    public var kind: Kind
    /// `host` for Apple's and Google's hosts on their usual port, else `host:port`.
    public var authority: String
    /// A production push: Apple's production host, or a custom host for a profile that says
    /// `environment: production`. It waits for a yes.
    public var isProduction: Bool

    /// The host `profile`'s device pushes go to, or its broadcasts when `broadcast` is set.
    public init(_ profile: Profile, broadcast: Bool = false) {
        switch profile.service {
        case .apns(let settings):
            self.init(apns: settings, endpoint: profile.endpoint, broadcast: broadcast)
        case .fcm(let settings):
            guard let endpoint = profile.endpoint else {
                self.init(kind: .google(project: settings.project), authority: "fcm.googleapis.com", isProduction: false)
                return
            }
            self.init(kind: .custom, authority: PlatformHost.authority(of: endpoint), isProduction: false)
        }
    }

    private init(apns settings: APNsSettings, endpoint: String?, broadcast: Bool) {
        guard let endpoint, let host = PlatformHost.host(of: endpoint) else {
            let environment = settings.environment
            self.init(kind: .apple(environment), authority: broadcast ? environment.broadcastHost : environment.host,
                      isProduction: environment == .production)
            return
        }
        let authority = PlatformHost.authority(of: endpoint)
        if let environment = APNsEnvironment(appleHostOf: endpoint) {
            // The host decides: a sandbox profile pointed at api.push.apple.com reaches real users.
            self.init(kind: .apple(environment), authority: authority.hasSuffix(":443") ? host : authority,
                      isProduction: environment == .production)
        } else {
            self.init(kind: .custom, authority: authority, isProduction: settings.environment == .production)
        }
    }

    init(kind: Kind, authority: String, isProduction: Bool) {
        self.kind = kind
        self.authority = authority
        self.isProduction = isProduction
    }

    /// A short name: "Apple sandbox", "Apple production", "FCM my-project", or `host:port`.
    public var name: String {
        switch kind {
        case .apple(let environment): return "Apple \(environment.rawValue)"
        case .google(let project): return project.map { "FCM \($0)" } ?? "FCM"
        case .custom: return authority
        }
    }

    /// The host spelled out for a confirmation: "api.push.apple.com (Apple production)", or
    /// `host:port` for a custom host.
    public var fullName: String {
        kind == .custom ? authority : "\(authority) (\(name))"
    }
}
