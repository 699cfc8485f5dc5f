import Foundation
import PushCore
import PushDelivery
import PushStorage
import PushCrypto
import PushTransport

/// Where pushes go and who signs them (a `.p8` key or a provider certificate), taken from a profile
/// (`--profile`) and overridden by flags.
/// `send`, `curl` and `jwt` share these options, so a profile means the same thing to each.
struct APNsTarget {
    var environment: APNsEnvironment = .sandbox
    var endpointURL: String?
    var caFile: String?
    var keyFile: String?
    var keyID: String?
    var teamID: String?
    /// The provider certificate, when the target authenticates with one instead of a `.p8` key.
    var certificate: CertificateSource?
    /// The app's bundle ID from the profile; the push type's suffix is added to it.
    var bundleID: String?
    /// `--topic`: used exactly as given.
    var explicitTopic: String?
    var defaults = ProfileDefaults()
    var tokenBook: [TokenBookEntry] = []
    /// The profile file, when the target came from one (token outcomes are written back to it).
    var profileFile: String?
    /// The profile's name, for the history.
    var profileName: String?
    /// Where a certificate's passphrase may be read from: the process environment and the keyring.
    var secrets = SecretSources.environment([:])

    /// The options every command that reaches APNs accepts.
    static let options: [OptionSpec] = [
        .value("profile", "NAME|FILE", "a profile by name, file stem or path"),
        .value("profiles", "DIR", "the profiles directory (default ./profiles if it exists, else $XDG_CONFIG_HOME/pushtui/profiles)"),
        .value("endpoint", "URL", "send to this https:// URL instead of Apple's host (e.g. the simulator)"),
        .value("ca-file", "PATH", "an extra CA to trust; only with --endpoint or a profile's endpoint"),
        .value("key-file", "PATH", "the .p8 signing key"),
        .value("key-id", "ID", "the key's 10-character Key ID"),
        .value("team-id", "ID", "your 10-character Team ID"),
        .value("cert", "FILE", "authenticate with a provider certificate (.p12, or .pem with its key) instead of a .p8 key"),
        .value("cert-passphrase-env", "NAME", "the environment variable holding the certificate's passphrase"),
        .value("cert-key", "FILE", "the private key (PEM) of a --cert file that does not hold it"),
        .value("topic", "TOPIC", "apns-topic: the bundle ID, with the push type's suffix (FCM: the topic to send to)"),
        .flag("sandbox", "use the sandbox environment (the default)"),
        .flag("production", "use the production environment"),
    ]

    /// The profile named by `--profile` (if any) with every given flag laid over it.
    static func resolve(_ arguments: ParsedArguments, profiles: ProfileLoader) throws -> APNsTarget {
        var target = APNsTarget()
        target.secrets = profiles.paths.secrets
        if let name = arguments.value("profile") {
            let stored = try profiles.load(name, directory: arguments.value("profiles"))
            target = try APNsTarget(profile: stored.profile, file: stored.file, paths: profiles.paths)
            target.secrets = profiles.paths.secrets
        }
        if arguments.has("sandbox"), arguments.has("production") {
            throw UsageError(description: "--sandbox and --production contradict each other; give one")
        }
        if arguments.has("sandbox") { target.environment = .sandbox }
        if arguments.has("production") { target.environment = .production }
        target.endpointURL = arguments.value("endpoint") ?? target.endpointURL
        target.caFile = arguments.value("ca-file") ?? target.caFile
        target.keyFile = arguments.value("key-file") ?? target.keyFile
        target.keyID = arguments.value("key-id") ?? target.keyID
        target.teamID = arguments.value("team-id") ?? target.teamID
        target.explicitTopic = arguments.value("topic")
        try target.applyCertificateFlags(arguments)
        return target
    }

    /// `--cert` chooses certificate authentication; `--key-file` chooses a `.p8` even over a
    /// certificate profile; the other two adjust whichever certificate is in use.
    private mutating func applyCertificateFlags(_ arguments: ParsedArguments) throws(UsageError) {
        if let file = arguments.value("cert") {
            if arguments.value("key-file") != nil {
                throw UsageError(description: "--cert and --key-file are two ways to authenticate; give one")
            }
            certificate = CertificateSource(file: file, passphrase: .none)
        } else if arguments.value("key-file") != nil {
            certificate = nil
        }
        if let name = arguments.value("cert-passphrase-env") {
            guard ProfilePath.isVariableName(name) else {
                throw UsageError(description: "--cert-passphrase-env expects a variable name like APNS_CERT_PASSPHRASE, got '\(name)'")
            }
            guard certificate != nil else { throw UsageError(description: "--cert-passphrase-env needs --cert FILE or a certificate profile") }
            certificate?.passphrase = .environment(name)
        }
        if let keyFile = arguments.value("cert-key") {
            guard certificate != nil else { throw UsageError(description: "--cert-key needs --cert FILE or a certificate profile") }
            certificate?.keyFile = keyFile
        }
    }

    private init() {}

    private init(profile: Profile, file: String, paths: PathContext) throws {
        // send routes FCM profiles elsewhere before it gets here; curl, jwt and channels speak APNs
        // only, which the credential source says for an fcm profile.
        environment = profile.environment
        endpointURL = profile.endpoint
        bundleID = profile.topic.isEmpty ? nil : profile.topic
        defaults = profile.defaults
        tokenBook = profile.tokens
        profileFile = file
        profileName = profile.name
        caFile = try profile.caFile.map { path throws(ResolutionError) in try paths.locate(path, field: "caFile", inProfile: file) }
        switch try APNsCredentialSource(profile: profile, file: file, paths: paths) {
        case .token(let keyFile, let keyID, let teamID):
            self.keyFile = keyFile
            self.keyID = keyID
            self.teamID = teamID
        case .certificate(let source):
            certificate = source
        }
    }

    /// Apple's host for the environment, or the override with its CA (checked to hold certificates).
    func endpoint() throws -> APNsEndpoint {
        let endpoint: APNsEndpoint
        do throws(APNsEndpointError) {
            endpoint = try APNsEndpoint.resolve(url: endpointURL, caFile: caFile, environment: environment)
        } catch {
            throw UsageError(description: error.description)
        }
        try CredentialFile.checkCertificateAuthority(endpoint.caFile)
        return endpoint
    }

    /// The provider certificate loaded and checked at `now`, or nil when the target uses a `.p8` key.
    func clientIdentity(now: Date) throws(ResolutionError) -> ClientIdentity? {
        try certificate.map { source throws(ResolutionError) in Console.warned(try source.load(secrets: secrets, now: now)) }
    }

    /// The topic a push of `pushType` goes to: `--topic` as given, else the bundle ID (the
    /// profile's, else the certificate's) with the type's suffix, as the console derives it.
    func resolvedTopic(identity: ClientIdentity?, pushType: PushType) throws -> String {
        let topic: String
        if let explicitTopic {
            topic = explicitTopic
        } else {
            guard let bundleID = bundleID ?? identity?.info.defaultTopic else {
                throw UsageError(description: "no topic: give --topic BUNDLE_ID or a --profile that has one")
            }
            topic = pushType.topic(forBundleID: bundleID)
        }
        if let problem = APNsTopic.problem(with: topic) {
            throw CommandFailure(exitCode: .invalidInput, description: problem)
        }
        return topic
    }

    /// What `APNsClient` authenticates with: the loaded certificate, else the `.p8` key.
    func apnsCredential(identity: ClientIdentity?) throws -> APNsCredential {
        if let identity { return .certificate(identity) }
        let token = try credential()
        return .token(keyID: token.keyID, teamID: token.teamID, key: token.key)
    }

    /// The signing key and the IDs that go into provider tokens.
    func credential() throws -> (keyID: String, teamID: String, key: ECPrivateKey) {
        guard let keyFile, let keyID, let teamID else {
            let missing = [("--key-file", keyFile), ("--key-id", keyID), ("--team-id", teamID)].filter { $0.1 == nil }.map(\.0)
            throw UsageError(description: "no signing key: give --profile NAME, or --key-file, --key-id and --team-id (missing \(missing.joined(separator: ", ")))")
        }
        return (keyID, teamID, Console.warned(try APNsCredentialSource.signingKey(keyFile: keyFile, keyID: keyID, teamID: teamID)))
    }
}
