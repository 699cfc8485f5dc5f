import Foundation
import PushCore
import PushCrypto
import PushTransport

/// Where APNs pushes go and who signs them (a `.p8` key or a provider certificate): a profile's
/// settings, which a front end may then override one by one (the command line's `--endpoint`,
/// `--key-file`, `--topic`, …), resolved here so a profile means the same to every command.
public struct APNsTarget: Sendable {
    /// The APNs environment; sandbox unless a profile or an override says otherwise.
    public var environment: APNsEnvironment = .sandbox
    /// A base URL replacing Apple's host, e.g. the simulator's.
    public var endpointURL: String?
    /// An extra CA (PEM, path expanded) to trust for ``endpointURL``.
    public var caFile: String?
    /// The `.p8` signing key (path expanded), with ``keyID`` and ``teamID``.
    public var keyFile: String?
    /// The signing key's 10-character Key ID.
    public var keyID: String?
    /// The 10-character Team ID.
    public var teamID: String?
    /// The provider certificate, when the target authenticates with one instead of a `.p8` key.
    public var certificate: CertificateSource?
    /// The app's bundle ID from the profile; the push type's suffix is added to it.
    public var bundleID: String?
    /// A topic used exactly as given (the command line's `--topic`).
    public var explicitTopic: String?
    /// Request fields used when a send does not set them.
    public var defaults = ProfileDefaults()
    /// The profile's token book.
    public var tokenBook: [TokenBookEntry] = []
    /// The profile file, when the target came from one (token outcomes are written back to it).
    public var profileFile: String?
    /// The profile's name, for the history.
    public var profileName: String?
    /// Where a certificate's passphrase may be read from: the environment variables and the keyring.
    public var secrets = SecretSources.environment([:])

    /// A target with nothing set: sandbox, Apple's host, no credential.
    public init() {}

    /// The target of the APNs profile read from `file`, its paths expanded against `paths`.
    /// An fcm profile is refused: its credential is no APNs credential.
    public init(profile: Profile, file: String, paths: PathContext) throws(ResolutionError) {
        let settings = try APNsSettings(of: profile)
        environment = settings.environment
        endpointURL = profile.endpoint
        bundleID = settings.topic.isEmpty ? nil : settings.topic
        defaults = profile.defaults
        tokenBook = profile.tokens
        profileFile = file
        profileName = profile.name
        secrets = paths.secrets
        caFile = try profile.caFile.map { path throws(ResolutionError) in try paths.locate(path, field: "caFile", inProfile: file) }
        switch try APNsCredentialSource(auth: settings.auth, file: file, paths: paths) {
        case .token(let keyFile, let keyID, let teamID):
            self.keyFile = keyFile
            self.keyID = keyID
            self.teamID = teamID
        case .certificate(let source):
            certificate = source
        }
    }

    /// Makes the environment follow ``endpointURL`` when it names one of Apple's device hosts
    /// (`api.push.apple.com` is production, whatever the default said); `chosen`, an environment
    /// the user named for this run, must then agree with the host.
    public mutating func followAppleHost(chosen: APNsEnvironment?) throws(ResolutionError) {
        guard let endpointURL, let hostEnvironment = APNsEnvironment(appleHostOf: endpointURL) else { return }
        if let chosen, chosen != hostEnvironment {
            throw ResolutionError(.usage, "--\(chosen.rawValue) contradicts endpoint \(endpointURL) (Apple \(hostEnvironment.rawValue))")
        }
        environment = hostEnvironment
    }

    /// Apple's host for the environment, or the override with its CA (checked to hold certificates).
    public func endpoint() throws(ResolutionError) -> APNsEndpoint {
        let endpoint: APNsEndpoint
        do throws(APNsEndpointError) {
            endpoint = try APNsEndpoint.resolve(url: endpointURL, caFile: caFile, environment: environment)
        } catch {
            throw ResolutionError(.usage, error.description)
        }
        try CredentialFile.checkCertificateAuthority(endpoint.caFile)
        return endpoint
    }

    /// Where channel-management and broadcast requests go: Apple's broadcast hosts for the
    /// environment when pushes go to Apple (no endpoint, or one on Apple's device host, whose
    /// environment it is), else the endpoint for both (the simulator serves both);
    /// `broadcastURL` moves the broadcast host alone.
    public func broadcastEndpoints(broadcastURL: String? = nil) throws(ResolutionError) -> BroadcastEndpoints {
        do throws(APNsEndpointError) {
            var endpoints: BroadcastEndpoints
            if let endpointURL, APNsEnvironment(appleHostOf: endpointURL) == nil {
                endpoints = try .custom(endpointURL, caFile: caFile)
            } else {
                // Apple's hosts are verified against the system's roots alone.
                if let endpointURL, caFile != nil { throw APNsEndpointError.caFileForAppleHost(endpointURL) }
                endpoints = .apple(environment)
            }
            if let broadcastURL {
                endpoints = BroadcastEndpoints(management: endpoints.management, broadcast: try APNsEndpoint.custom(broadcastURL, caFile: caFile))
            } else if endpointURL == nil, caFile != nil {
                throw APNsEndpointError.caFileWithoutEndpoint
            }
            return endpoints
        } catch {
            throw ResolutionError(.usage, error.description)
        }
    }

    /// The provider certificate loaded and checked at `now`, or nil when the target uses a `.p8` key.
    public func loadIdentity(now: Date) throws(ResolutionError) -> Warned<ClientIdentity>? {
        try certificate.map { source throws(ResolutionError) in try source.load(secrets: secrets, now: now) }
    }

    /// The `.p8` signing key and the IDs that go into provider tokens.
    public func loadSigningKey() throws(ResolutionError) -> Warned<SigningKey> {
        guard let keyFile, let keyID, let teamID else {
            let missing = [("--key-file", keyFile), ("--key-id", keyID), ("--team-id", teamID)].filter { $0.1 == nil }.map(\.0)
            throw ResolutionError(.usage, "no signing key: give --profile NAME, or --key-file, --key-id and --team-id (missing \(missing.joined(separator: ", ")))")
        }
        return try APNsCredentialSource.signingKey(keyFile: keyFile, keyID: keyID, teamID: teamID)
            .map { key in SigningKey(keyID: keyID, teamID: teamID, key: key) }
    }

    /// The topic a push of `pushType` goes to: ``explicitTopic`` as given, else the bundle ID (the
    /// profile's, else the certificate's in `identity`) with the type's suffix, as the console derives it.
    public func topic(identity: ClientIdentity?, pushType: PushType) throws(ResolutionError) -> String {
        let topic: String
        if let explicitTopic {
            topic = explicitTopic
        } else {
            guard let bundleID = bundleID ?? identity?.info.defaultTopic else {
                throw ResolutionError(.usage, "no topic: give --topic BUNDLE_ID or a --profile that has one")
            }
            topic = pushType.topic(forBundleID: bundleID)
        }
        if let problem = APNsTopic.problem(with: topic) {
            throw ResolutionError(.invalidInput, problem)
        }
        return topic
    }
}
