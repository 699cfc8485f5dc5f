import PushCore
import PushCrypto
import PushStorage
import PushTransport

/// Where FCM messages go and who sends them: a service-account file and the endpoints to reach,
/// from an fcm profile or the command line's flags. Equal routes share one client.
public struct FCMRoute: Sendable, Hashable {
    /// The service-account JSON; already expanded.
    public var accountFile: String
    /// The Firebase project; nil takes the account's `project_id`.
    public var project: String?
    /// A base URL replacing FCM's host.
    public var endpointURL: String?
    /// A token endpoint replacing the account's `token_uri`.
    public var tokenEndpoint: String?
    /// An extra CA to trust for the replaced hosts; already expanded.
    public var caFile: String?

    /// A route from its parts.
    public init(accountFile: String, project: String?, endpointURL: String?, tokenEndpoint: String?, caFile: String?) {
        self.accountFile = accountFile
        self.project = project
        self.endpointURL = endpointURL
        self.tokenEndpoint = tokenEndpoint
        self.caFile = caFile
    }

    /// The route of an fcm profile read from `file`, its paths expanded; nil for an APNs profile.
    public init?(profile: Profile, file: String, paths: PathContext) throws(ResolutionError) {
        guard profile.fcm != nil else { return nil }
        try self.init(profile: StoredProfile(file: file, profile: profile), overriding: Overrides(), paths: paths)
    }

    /// What a front end lays over an fcm profile's route (the command line's `--service-account`,
    /// `--project`, `--endpoint`, `--token-endpoint` and `--ca-file`); nil keeps the profile's.
    public struct Overrides: Sendable {
        /// The service-account JSON, as given (relative to the working directory).
        public var accountFile: String?
        /// The Firebase project.
        public var project: String?
        /// A base URL replacing FCM's host.
        public var endpointURL: String?
        /// A token endpoint replacing the account's `token_uri`.
        public var tokenEndpoint: String?
        /// An extra CA to trust for the replaced hosts, as given.
        public var caFile: String?

        /// Overrides; each nil keeps the profile's.
        public init(accountFile: String? = nil, project: String? = nil, endpointURL: String? = nil, tokenEndpoint: String? = nil,
                    caFile: String? = nil) {
            self.accountFile = accountFile
            self.project = project
            self.endpointURL = endpointURL
            self.tokenEndpoint = tokenEndpoint
            self.caFile = caFile
        }
    }

    /// The route of `profile` (when it is an fcm profile: an APNs profile's endpoint and CA mean
    /// nothing to FCM) with `overrides` laid over it, the profile's paths expanded; a profile path
    /// an override replaces is not looked at.
    public init(profile stored: StoredProfile?, overriding overrides: Overrides, paths: PathContext) throws(ResolutionError) {
        let fcm = stored.flatMap { stored in stored.profile.fcm.map { (file: stored.file, settings: $0, profile: stored.profile) } }
        // `??` would not keep the error type, hence the explicit override-first reads.
        func located(_ override: String?, _ path: String?, field: String) throws(ResolutionError) -> String? {
            if let override { return override }
            guard let path, let fcm else { return nil }
            return try paths.locate(path, field: field, inProfile: fcm.file)
        }
        guard let accountFile = try located(overrides.accountFile, fcm?.settings.serviceAccountFile, field: "auth.file") else {
            throw ResolutionError(.usage, "an FCM send needs --service-account FILE or an fcm --profile")
        }
        self.init(accountFile: accountFile, project: overrides.project ?? fcm?.settings.project,
                  endpointURL: overrides.endpointURL ?? fcm?.profile.endpoint,
                  tokenEndpoint: overrides.tokenEndpoint ?? fcm?.settings.tokenEndpoint,
                  caFile: try located(overrides.caFile, fcm?.profile.caFile, field: "caFile"))
    }

    /// The service account, read and checked; warns when others can read the file.
    public func account() throws(ResolutionError) -> Warned<ServiceAccount> {
        let bytes = try CredentialFile.read(accountFile, kind: .serviceAccount)
        let warnings = KeyFileExposure.warnings(for: accountFile)
        do {
            return Warned(try ServiceAccount(json: bytes, file: accountFile), warnings: warnings)
        } catch {
            throw ResolutionError(.credentials, error.description)
        }
    }

    /// A client for `account` with this route's endpoints and project.
    public func client(account: ServiceAccount, configuration: APNsClientConfiguration = APNsClientConfiguration()) throws(ResolutionError) -> FCMClient {
        guard !(project ?? account.projectID).isEmpty else {
            throw ResolutionError(.usage, "no FCM project: give --project ID, a profile 'project', or a service account with project_id")
        }
        let endpoints: FCMEndpoints
        do {
            endpoints = try FCMEndpoints(sendBaseURL: endpointURL, tokenURL: tokenEndpoint ?? account.tokenURI, caFile: caFile)
        } catch {
            throw ResolutionError(.usage, error.description)
        }
        let settings = HTTP2ClientConfiguration(connectTimeout: configuration.connectTimeout, requestTimeout: configuration.requestTimeout,
                                                maxConcurrentStreams: configuration.concurrency)
        return FCMClient(account: account, project: project, endpoints: endpoints, configuration: settings)
    }
}
