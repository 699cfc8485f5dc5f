/// Where a push goes, resolved once from a profile and what a front end lays over it (the command
/// line's `--endpoint`, `--sandbox`/`--production`, `--ca-file`, `--topic`, …): the service, the
/// environment, the host and port, whether it reaches real users, and the topic for a push type.
///
/// The console's next-send line, title, badge and production confirmation, `send --dry-run`,
/// `pushtui curl` and the clients that send (made from this value in PushDelivery) all read the one
/// value, so none can name a different host than the one connected to. An endpoint on one of
/// Apple's device hosts decides the environment over the profile's: `api.push.apple.com` reaches
/// real users whatever the profile says.
///
/// Pure: the extra CA is kept as written, and PushDelivery locates and checks it. See
/// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public struct Destination: Sendable, Hashable {
    /// What is sent.
    public enum Service: Sendable, Hashable {
        /// APNs pushes to device tokens.
        case apns
        /// Broadcasts to a channel, and the channel management beside them.
        case broadcast
        /// FCM HTTP v1 messages.
        case fcm
        /// APNs payloads handed to the iOS Simulator by `xcrun simctl push`.
        case iosSimulator
    }

    /// Whose host it is.
    public enum Kind: Sendable, Hashable {
        /// One of Apple's push hosts, in the environment its name says.
        case apple(APNsEnvironment)
        /// Google's FCM host, for a Firebase project (nil: the one the service account names).
        case google(project: String?)
        /// Any other host: the simulator, a proxy.
        case custom
        /// No host: an iOS Simulator on this Mac, by `xcrun simctl push`.
        case iosSimulator
    }

    /// A path as the user wrote it, and the profile that wrote it: a profile's path is relative to
    /// the profile's directory and may use `~` and `$NAME`; a flag's is used as given.
    public struct WrittenPath: Sendable, Hashable {
        /// The path, unexpanded.
        public var path: String
        /// The profile file that names it; nil when it came from the command line.
        public var profileFile: String?

        /// A path written in `profileFile`, or on the command line when that is nil.
        public init(_ path: String, profileFile: String?) {
            self.path = path
            self.profileFile = profileFile
        }
    }

    /// Google's FCM HTTP v1 base URL.
    public static let googleFCMBaseURL = "https://fcm.googleapis.com"

    /// What is sent.
    public let service: Service
    /// The APNs environment the pushes reach: that of Apple's device host when the endpoint names
    /// one, else the one chosen for this run, else the profile's; nil for FCM.
    public let environment: APNsEnvironment?
    /// The base URL replacing Apple's or Google's host (the profile's `endpoint` or `--endpoint`),
    /// as written; nil for the service's own host.
    public let endpointURL: String?
    /// The extra CA to trust for a custom host, as written (Apple's and Google's hosts refuse one).
    public let caFile: WrittenPath?
    /// The app's bundle ID from the profile; nil when it leaves it to its certificate.
    public let bundleID: String?
    /// A topic used exactly as given (`--topic`, a saved payload's topic); nil derives it.
    public var explicitTopic: String?
    /// FCM: the Firebase project; nil takes the service account's `project_id`.
    public let project: String?
    /// FCM: the token endpoint replacing the service account's `token_uri`.
    public let tokenEndpoint: String?
    /// A broadcast: the URL replacing the broadcast-send host alone (`--broadcast-endpoint`).
    public let broadcastURL: String?
    /// The iOS Simulator: the device and app; nil for every other service.
    public let simulator: SimulatorSettings?

    /// What a front end lays over a profile; each nil keeps the profile's.
    public struct Overrides: Sendable, Hashable {
        /// The environment chosen for this run (`--sandbox`, `--production`).
        public var environment: APNsEnvironment?
        /// A base URL replacing the profile's endpoint (`--endpoint`).
        public var endpointURL: String?
        /// An extra CA to trust, as given (`--ca-file`).
        public var caFile: String?
        /// An APNs topic used exactly as given (`--topic`); an FCM topic is a recipient, not this.
        public var topic: String?
        /// FCM: the Firebase project (`--project`).
        public var project: String?
        /// FCM: the token endpoint (`--token-endpoint`).
        public var tokenEndpoint: String?
        /// A broadcast: the broadcast-send host (`--broadcast-endpoint`).
        public var broadcastURL: String?

        /// Overrides; each nil keeps the profile's.
        public init(environment: APNsEnvironment? = nil, endpointURL: String? = nil, caFile: String? = nil, topic: String? = nil,
                    project: String? = nil, tokenEndpoint: String? = nil, broadcastURL: String? = nil) {
            self.environment = environment
            self.endpointURL = endpointURL
            self.caFile = caFile
            self.topic = topic
            self.project = project
            self.tokenEndpoint = tokenEndpoint
            self.broadcastURL = broadcastURL
        }
    }

    /// The destination of `service` for `profile` (read from `file`) with `overrides` laid over it.
    /// A profile of the other service lends nothing: an APNs profile's endpoint means nothing to FCM.
    /// An environment chosen for this run that contradicts Apple's host in the endpoint is refused.
    public init(_ profile: Profile?, file: String?, service: Service, overriding overrides: Overrides) throws(DestinationError) {
        self.init(resolving: profile, file: file, service: service, overrides: overrides)
        if let chosen = overrides.environment, let endpointURL, let environment, chosen != environment {
            throw DestinationError(chosen: chosen, endpointURL: endpointURL, hostEnvironment: environment)
        }
    }

    /// Where `profile`'s device pushes go (its messages, for an fcm profile), or its broadcasts
    /// when `broadcast` is set: what the console sends to.
    public init(_ profile: Profile, file: String?, broadcast: Bool = false) {
        let service: Service = switch profile.kind {
        case .fcm: .fcm
        case .iosSimulator: .iosSimulator
        case .apns: broadcast ? .broadcast : .apns
        }
        self.init(resolving: profile, file: file, service: service, overrides: Overrides())
    }

    private init(resolving profile: Profile?, file: String?, service: Service, overrides: Overrides) {
        let lent = profile.flatMap { Self.lends($0.kind, to: service) ? $0 : nil }
        self.service = service
        simulator = service == .iosSimulator ? lent?.simulator : nil
        endpointURL = overrides.endpointURL ?? lent?.endpoint
        caFile = overrides.caFile.map { WrittenPath($0, profileFile: nil) }
            ?? lent?.caFile.map { WrittenPath($0, profileFile: file) }
        broadcastURL = service == .broadcast ? overrides.broadcastURL : nil
        switch (service, lent?.service) {
        case (.fcm, let settings):
            let fcm = if case .fcm(let fcm)? = settings { fcm } else { FCMSettings?.none }
            environment = nil
            bundleID = nil
            explicitTopic = nil
            project = overrides.project ?? fcm?.project
            tokenEndpoint = overrides.tokenEndpoint ?? fcm?.tokenEndpoint
        case (.iosSimulator, _):
            environment = nil
            bundleID = lent?.simulator?.bundleID
            explicitTopic = overrides.topic
            project = nil
            tokenEndpoint = nil
        case (_, let settings):
            let apns = if case .apns(let apns)? = settings { apns } else { APNsSettings?.none }
            // The host decides: a sandbox profile pointed at api.push.apple.com reaches real users.
            environment = endpointURL.flatMap(APNsEnvironment.init(appleHostOf:))
                ?? overrides.environment ?? apns?.environment ?? .sandbox
            bundleID = apns.flatMap { $0.topic.isEmpty ? nil : $0.topic }
            explicitTopic = overrides.topic
            project = nil
            tokenEndpoint = nil
        }
    }

    /// Whether a profile of `kind` lends its settings to a send of `service`: only to its own.
    private static func lends(_ kind: ServiceKind, to service: Service) -> Bool {
        switch kind {
        case .apns: return service == .apns || service == .broadcast
        case .fcm: return service == .fcm
        case .iosSimulator: return service == .iosSimulator
        }
    }

    /// The base URL pushes go to: the endpoint, or the service's own host (for a broadcast,
    /// Apple's broadcast host unless the endpoint is a custom one or the broadcast host was moved);
    /// for the iOS Simulator, `simctl:` and the device, since no host is connected to.
    public var url: String {
        switch service {
        case .iosSimulator:
            return "simctl:" + (simulator?.device ?? SimulatorSettings.booted)
        case .fcm:
            return Self.trimmed(endpointURL ?? Self.googleFCMBaseURL)
        case .apns:
            return endpointURL.map(Self.trimmed) ?? apnsEnvironment.baseURL()
        case .broadcast:
            if let broadcastURL { return Self.trimmed(broadcastURL) }
            guard let endpointURL, !onApplesDeviceHost else { return apnsEnvironment.broadcastBaseURL }
            return Self.trimmed(endpointURL)
        }
    }

    /// Apple's, Google's or another host, read from ``url``.
    public var kind: Kind {
        switch service {
        case .iosSimulator:
            return .iosSimulator
        case .fcm:
            return PlatformHost.host(of: url) == PlatformHost.host(of: Self.googleFCMBaseURL) ? .google(project: project) : .custom
        case .apns, .broadcast:
            if let hostEnvironment = APNsEnvironment(appleHostOf: url) { return .apple(hostEnvironment) }
            let onApplesOwn = service == .broadcast ? broadcastURL == nil && (endpointURL == nil || onApplesDeviceHost) : endpointURL == nil
            return onApplesOwn ? .apple(apnsEnvironment) : .custom
        }
    }

    /// Whether the host is no host of Apple's or Google's.
    public var isCustom: Bool { kind == .custom }

    /// A production push: Apple's production host, or a custom host for a profile (or run) that
    /// says production. It waits for a yes in the console.
    public var isProduction: Bool {
        switch kind {
        case .apple(let environment): return environment == .production
        case .google, .iosSimulator: return false
        case .custom: return environment == .production
        }
    }

    /// The host ``url`` connects to, lower-cased.
    public var host: String { PlatformHost.host(of: url) ?? url }

    /// The port ``url`` connects to (443 when it names none).
    public var port: Int {
        Int(PlatformHost.authority(of: url).split(separator: ":").last ?? "") ?? 443
    }

    /// `host` for Apple's and Google's hosts on port 443, else `host:port`; the device's label
    /// for the iOS Simulator (what its rows name as their host).
    public var authority: String {
        if service == .iosSimulator { return (simulator ?? SimulatorSettings(device: SimulatorSettings.booted, bundleID: "")).label }
        let authority = PlatformHost.authority(of: url)
        return !isCustom && authority.hasSuffix(":443") ? String(authority.dropLast(":443".count)) : authority
    }

    /// A short name: "Apple sandbox", "Apple production", "FCM my-project", `host:port`, or
    /// "simctl" for the iOS Simulator (its device is the recipient).
    public var name: String {
        switch kind {
        case .iosSimulator: return "simctl"
        case .apple(let environment): return "Apple \(environment.rawValue)"
        case .google(let project): return project.map { "FCM \($0)" } ?? "FCM"
        case .custom: return authority
        }
    }

    /// The host spelled out for a confirmation: "api.push.apple.com (Apple production)", or
    /// `host:port` for a custom host, or how an iOS Simulator push is made.
    public var fullName: String {
        if service == .iosSimulator { return "xcrun simctl push, on this Mac" }
        return isCustom ? authority : "\(authority) (\(name))"
    }

    /// The app's bundle ID: the profile's, else `certificateTopic` (its certificate's default
    /// topic); nil when neither is known.
    public func bundleID(certificateTopic: String?) -> String? {
        bundleID ?? certificateTopic
    }

    /// The `apns-topic` of a push of `pushType`: ``explicitTopic`` as given, else the bundle ID
    /// (the profile's, else `certificateTopic`) with the type's suffix; nil when neither is known.
    public func topic(for pushType: PushType, certificateTopic: String?) -> String? {
        explicitTopic ?? bundleID(certificateTopic: certificateTopic).map(pushType.topic(forBundleID:))
    }

    /// Whether the endpoint names one of Apple's device hosts, whose environment it then is.
    private var onApplesDeviceHost: Bool {
        endpointURL.flatMap(APNsEnvironment.init(appleHostOf:)) != nil
    }

    /// The environment for Apple's hosts; never nil for an APNs service.
    private var apnsEnvironment: APNsEnvironment { environment ?? .sandbox }

    private static func trimmed(_ url: String) -> String {
        var base = url
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}
