import Foundation
import PushCore
import PushCrypto
import PushTransport

/// Who signs APNs requests, before anything is read: a `.p8` key with its IDs, or a provider
/// certificate. Equal sources are one credential, so a client pool keys connections by it.
public enum APNsCredentialSource: Sendable, Hashable {
    /// A `.p8` signing key (path already expanded) and the IDs that go into provider tokens.
    case token(keyFile: String, keyID: String, teamID: String)
    /// A provider certificate.
    case certificate(CertificateSource)

    /// The credential an APNs profile's `auth` names, its paths expanded against `file`; an fcm
    /// profile is refused.
    public init(profile: Profile, file: String, paths: PathContext) throws(ResolutionError) {
        try self.init(auth: APNsSettings(of: profile).auth, file: file, paths: paths)
    }

    /// The credential `auth` names, its paths expanded against the profile `file`.
    public init(auth: APNsAuth, file: String, paths: PathContext) throws(ResolutionError) {
        switch auth {
        case .token(let keyFile, let keyID, let teamID):
            self = .token(keyFile: try paths.locate(keyFile, field: "auth.keyFile", inProfile: file), keyID: keyID, teamID: teamID)
        case .certificate:
            guard let source = try CertificateSource(auth, profileFile: file, paths: paths) else {
                throw ResolutionError(.credentials, "\(file): the profile names no certificate")
            }
            self = .certificate(source)
        }
    }

    /// The certificate, when this source is one.
    public var certificate: CertificateSource? {
        if case .certificate(let source) = self { return source }
        return nil
    }

    /// The key ID, for showing which key signed a push; nil for a certificate, which signs nothing.
    public var keyID: String? {
        if case .token(_, let keyID, _) = self { return keyID }
        return nil
    }

    /// Reads the key or the certificate: a certificate is checked at `now` and its passphrase may
    /// come from `secrets`.
    public func load(secrets: SecretSources, now: Date) throws(ResolutionError) -> Warned<APNsCredential> {
        switch self {
        case .token(let keyFile, let keyID, let teamID):
            return try Self.signingKey(keyFile: keyFile, keyID: keyID, teamID: teamID)
                .map { key in .token(keyID: keyID, teamID: teamID, key: key) }
        case .certificate(let source):
            return try source.load(secrets: secrets, now: now).map { identity in .certificate(identity) }
        }
    }

    /// The `.p8` key at `keyFile`, refusing empty or impossible IDs; warns when others can read the file.
    public static func signingKey(keyFile: String, keyID: String, teamID: String) throws(ResolutionError) -> Warned<ECPrivateKey> {
        for (option, value) in [("key-id", keyID), ("team-id", teamID)] where value.isEmpty {
            throw ResolutionError(.usage, "--\(option) must not be empty")
        }
        for (name, value) in [("Key ID", keyID), ("Team ID", teamID)] {
            if let problem = DeveloperID.problem(with: value, name: name) { throw ResolutionError(.credentials, problem) }
        }
        let bytes = try CredentialFile.read(keyFile, kind: .key)
        let warnings = KeyFileExposure.warnings(for: keyFile)
        do {
            return Warned(try ECPrivateKey(pem: bytes, file: keyFile), warnings: warnings)
        } catch {
            throw ResolutionError(.credentials, error.description)
        }
    }
}
