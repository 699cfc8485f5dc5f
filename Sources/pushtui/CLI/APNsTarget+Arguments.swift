import Foundation
import PushCommandLine
import PushCore
import PushCrypto
import PushDelivery
import PushStorage
import PushTransport

/// The command line's side of an ``APNsTarget``: the options `send`, `curl`, `jwt` and `channels`
/// share, laid over the profile `--profile` names, and the warnings of reading a credential
/// written to standard error.
extension APNsTarget {
    /// The options every command that reaches APNs accepts.
    static let options: [OptionSpec] = [
        .value("profile", "NAME|FILE", "a profile by name, file stem or path", completion: .profiles),
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

    /// The profile named by `--profile` (if any) with every given flag laid over it, its
    /// destination the one of `service` (device pushes, or broadcasts and channels).
    static func resolve(_ arguments: ParsedArguments, profiles: ProfileLoader, service: Destination.Service = .apns) throws -> APNsTarget {
        let stored = try arguments.value("profile").map { name in try profiles.load(name, directory: arguments.value("profiles")) }
        let overrides = try Destination.Overrides(arguments)
        var target = try stored.map { stored in
            try APNsTarget(profile: stored.profile, file: stored.file, paths: profiles.paths, service: service, overriding: overrides)
        } ?? APNsTarget(overriding: overrides, service: service, paths: profiles.paths)
        target.keyFile = arguments.value("key-file") ?? target.keyFile
        target.keyID = arguments.value("key-id") ?? target.keyID
        target.teamID = arguments.value("team-id") ?? target.teamID
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

    /// The provider certificate loaded and checked at `now` (its warnings printed), or nil when
    /// the target uses a `.p8` key.
    func clientIdentity(now: Date) throws(ResolutionError) -> ClientIdentity? {
        try loadIdentity(now: now).map(Console.warned)
    }

    /// What `APNsClient` authenticates with: the loaded certificate, else the `.p8` key.
    func apnsCredential(identity: ClientIdentity?) throws(ResolutionError) -> APNsCredential {
        if let identity { return .certificate(identity) }
        let signing = try credential()
        return .token(keyID: signing.keyID, teamID: signing.teamID, key: signing.key)
    }

    /// The signing key and the IDs that go into provider tokens (its warnings printed).
    func credential() throws(ResolutionError) -> SigningKey {
        Console.warned(try loadSigningKey())
    }
}
