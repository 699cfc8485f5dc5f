import PushCore
import PushCrypto
import PushStorage
import PushTransport

/// Where FCM messages go and who sends them: a service-account file and the ``Destination`` to
/// reach, from an fcm profile or the command line's flags. Equal routes share one client.
public struct FCMRoute: Sendable, Hashable {
    /// The service-account JSON; already expanded.
    public var accountFile: String
    /// The FCM host, project and token endpoint.
    public var destination: Destination
    /// The destination's extra CA, located.
    public var caFile: String?

    /// The route to `destination` as the service account in `accountFile` (already expanded), its
    /// CA located against `paths`.
    public init(accountFile: String, destination: Destination, paths: PathContext) throws(ResolutionError) {
        self.accountFile = accountFile
        self.destination = destination
        caFile = try destination.locatedCAFile(paths: paths)
    }

    /// The route of an fcm profile read from `file`, its paths expanded; nil for an APNs profile.
    public init?(profile: Profile, file: String, paths: PathContext) throws(ResolutionError) {
        guard profile.fcm != nil else { return nil }
        try self.init(profile: StoredProfile(file: file, profile: profile), accountFile: nil, overriding: Destination.Overrides(), paths: paths)
    }

    /// The route of `profile` (when it is an fcm profile: an APNs profile's endpoint and CA mean
    /// nothing to FCM) with `overrides` laid over it, and the service account `accountFile` (the
    /// command line's `--service-account`, as given) or the profile's; the profile's paths are
    /// expanded, and one an override replaces is not looked at.
    public init(profile stored: StoredProfile?, accountFile: String?, overriding overrides: Destination.Overrides,
                paths: PathContext) throws(ResolutionError) {
        let fcm = stored.flatMap { stored in stored.profile.fcm.map { (file: stored.file, settings: $0) } }
        let destination: Destination
        do {
            destination = try Destination(stored?.profile, file: stored?.file, service: .fcm, overriding: overrides)
        } catch {
            throw ResolutionError(.usage, error.description)
        }
        if let accountFile {
            try self.init(accountFile: accountFile, destination: destination, paths: paths)
        } else if let fcm {
            let located = try paths.locate(fcm.settings.serviceAccountFile, field: "auth.file", inProfile: fcm.file)
            try self.init(accountFile: located, destination: destination, paths: paths)
        } else {
            throw ResolutionError(.usage, "an FCM send needs --service-account FILE or an fcm --profile")
        }
    }

    /// The proxy URL a send for `account` goes through (``ProxyChoice``), or nil for a direct connection.
    public func proxy(account: ServiceAccount, configuration: APNsClientConfiguration) throws(ResolutionError) -> String? {
        Self.proxy(for: try destination.fcmEndpoints(accountTokenURL: account.tokenURI, caFile: caFile), configuration: configuration)
    }

    /// One connection carries the token fetches and the sends: the send host's proxy takes both.
    private static func proxy(for endpoints: FCMEndpoints, configuration: APNsClientConfiguration) -> String? {
        configuration.proxies.proxy(for: endpoints.sendBaseURL)
    }

    /// The Firebase project; nil takes the account's `project_id`.
    public var project: String? { destination.project }

    /// The service account, read and checked; warns when others can read the file.
    public func account() throws(ResolutionError) -> Warned<ServiceAccount> {
        try Self.account(in: accountFile)
    }

    /// The service account in `file`, read and checked; warns when others can read the file.
    public static func account(in file: String) throws(ResolutionError) -> Warned<ServiceAccount> {
        let bytes = try CredentialFile.read(file, kind: .serviceAccount)
        let warnings = KeyFileExposure.warnings(for: file)
        do {
            return Warned(try ServiceAccount(json: bytes, file: file), warnings: warnings)
        } catch {
            throw ResolutionError(.credentials, error.description)
        }
    }

    /// A client for `account` with this route's endpoints and project.
    public func client(account: ServiceAccount, configuration: APNsClientConfiguration = APNsClientConfiguration()) throws(ResolutionError) -> FCMClient {
        guard !(project ?? account.projectID).isEmpty else {
            throw ResolutionError(.usage, "no FCM project: give --project ID, a profile 'project', or a service account with project_id")
        }
        let endpoints = try destination.fcmEndpoints(accountTokenURL: account.tokenURI, caFile: caFile)
        let settings = HTTP2ClientConfiguration(connectTimeout: configuration.connectTimeout, requestTimeout: configuration.requestTimeout,
                                                maxConcurrentStreams: configuration.concurrency,
                                                proxy: Self.proxy(for: endpoints, configuration: configuration), observer: configuration.observer)
        return FCMClient(account: account, project: project, endpoints: endpoints, configuration: settings)
    }
}
