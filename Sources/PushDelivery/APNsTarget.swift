import Foundation
import PushCore
import PushCrypto
import PushTransport

/// Where APNs pushes go and who signs them (a `.p8` key or a provider certificate): a profile's
/// settings, which a front end may then override one by one (the command line's `--endpoint`,
/// `--key-file`, `--topic`, …), resolved here so a profile means the same to every command.
public struct APNsTarget: Sendable {
    /// Where the pushes go and which topic they carry: the one route every command resolves.
    public var destination: Destination
    /// The `.p8` signing key (path expanded), with ``keyID`` and ``teamID``.
    public var keyFile: String?
    /// The signing key's 10-character Key ID.
    public var keyID: String?
    /// The 10-character Team ID.
    public var teamID: String?
    /// The provider certificate, when the target authenticates with one instead of a `.p8` key.
    public var certificate: CertificateSource?
    /// Request fields used when a send does not set them.
    public var defaults = ProfileDefaults()
    /// The profile's token book.
    public var tokenBook: [TokenBookEntry] = []
    /// The profile file, when the target came from one (token outcomes are written back to it).
    public var profileFile: String?
    /// The profile's name, for the history.
    public var profileName: String?
    /// What the profile's paths expand against; certificate passphrases are read from its
    /// environment variables and keyring.
    public var paths: PathContext

    /// A target with no profile: sandbox, Apple's host, no credential, unless `overrides` say
    /// otherwise for `service`.
    public init(overriding overrides: Destination.Overrides = Destination.Overrides(), service: Destination.Service = .apns,
                paths: PathContext = PathContext(home: "/", environment: [:], currentDirectory: "/")) throws(ResolutionError) {
        destination = try Self.destination(nil, file: nil, service: service, overrides)
        self.paths = paths
    }

    /// The target of the APNs profile read from `file` with `overrides` laid over its destination
    /// for `service` (device pushes, or broadcasts), its paths expanded against `paths`. An fcm
    /// profile is refused: its credential is no APNs credential.
    public init(profile: Profile, file: String, paths: PathContext, service: Destination.Service = .apns,
                overriding overrides: Destination.Overrides = Destination.Overrides()) throws(ResolutionError) {
        let settings = try APNsSettings(of: profile)
        defaults = profile.defaults
        tokenBook = profile.tokens
        profileFile = file
        profileName = profile.name
        self.paths = paths
        switch try APNsCredentialSource(auth: settings.auth, file: file, paths: paths) {
        case .token(let keyFile, let keyID, let teamID):
            self.keyFile = keyFile
            self.keyID = keyID
            self.teamID = teamID
        case .certificate(let source):
            certificate = source
        }
        destination = try Self.destination(profile, file: file, service: service, overrides)
    }

    private static func destination(_ profile: Profile?, file: String?, service: Destination.Service,
                                    _ overrides: Destination.Overrides) throws(ResolutionError) -> Destination {
        do {
            return try Destination(profile, file: file, service: service, overriding: overrides)
        } catch {
            throw ResolutionError(.usage, error.description)
        }
    }

    /// Where a certificate's passphrase may be read from: the environment variables and the keyring.
    public var secrets: SecretSources { paths.secrets }

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

    /// The topic a push of `pushType` goes to, as the destination derives it for the console too:
    /// the explicit topic as given, else the bundle ID (the profile's, else the certificate's in
    /// `identity`) with the type's suffix.
    public func topic(identity: ClientIdentity?, pushType: PushType) throws(ResolutionError) -> String {
        guard let topic = destination.topic(for: pushType, certificateTopic: identity?.info.defaultTopic) else {
            throw ResolutionError(.usage, "no topic: give --topic BUNDLE_ID or a --profile that has one")
        }
        if let problem = APNsTopic.problem(with: topic) {
            throw ResolutionError(.invalidInput, problem)
        }
        return topic
    }
}
