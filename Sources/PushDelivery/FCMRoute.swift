import PushCore
import PushCrypto
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
        guard profile.service == .fcm, let accountFile = profile.auth.serviceAccountFile else { return nil }
        self.init(accountFile: try paths.locate(accountFile, field: "auth.file", inProfile: file), project: profile.project,
                  endpointURL: profile.endpoint, tokenEndpoint: profile.tokenEndpoint,
                  caFile: try profile.caFile.map { path throws(ResolutionError) in try paths.locate(path, field: "caFile", inProfile: file) })
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
