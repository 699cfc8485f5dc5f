import Foundation
import PushCore
import PushCrypto
import PushKeyring

/// Where a provider certificate comes from: its file, its key and its passphrase, as a profile or
/// the `--cert` flags name them. Loading it is where every certificate problem becomes a
/// ``ResolutionError/Kind/credentials`` error.
public struct CertificateSource: Sendable, Hashable {
    /// The `.p12`, or the PEM with the certificate (and usually its key); already expanded.
    public var file: String
    /// How the passphrase is given.
    public var passphrase: CertificatePassphrase
    /// A separate PEM key for a certificate file without one; already expanded.
    public var keyFile: String?

    /// A certificate named directly (`--cert`).
    public init(file: String, passphrase: CertificatePassphrase, keyFile: String? = nil) {
        self.file = file
        self.passphrase = passphrase
        self.keyFile = keyFile
    }

    /// The certificate a profile's `auth` names, its paths expanded against the profile file;
    /// nil for token authentication.
    public init?(_ auth: APNsAuth, profileFile: String, paths: PathContext) throws(ResolutionError) {
        guard case .certificate(let file, let passphrase, let keyFile) = auth else { return nil }
        self.file = try paths.locate(file, field: "auth.file", inProfile: profileFile)
        self.passphrase = passphrase
        self.keyFile = try keyFile.map { path throws(ResolutionError) in try paths.locate(path, field: "auth.keyFile", inProfile: profileFile) }
    }

    /// Whether the file is PEM text (else a `.p12`, or a DER certificate when a key file is given).
    public var isPEM: Bool {
        guard let bytes = try? CredentialFile.read(file, kind: .certificate) else { return false }
        return String(decoding: bytes.prefix(4096), as: UTF8.self).contains("-----BEGIN ")
    }

    /// What the certificate says, when it can be read without its passphrase or key: a PEM
    /// certificate, or a DER one beside its key file (a `.p12` is sealed by its passphrase); nil
    /// otherwise, or when it does not read (``load(secrets:now:)`` says why).
    public func publicInfo() -> CertificateInfo? {
        guard let bytes = try? CredentialFile.read(file, kind: .certificate) else { return nil }
        if isPEM { return try? CertificateInfo(pem: String(decoding: bytes, as: UTF8.self)) }
        return keyFile == nil ? nil : try? CertificateInfo(der: bytes)
    }

    /// Loads and checks the identity: readable, passphrase right, key present and matching, valid
    /// at `now`; the passphrase is read from `secrets` when the source names a variable or a keyring
    /// item. Warns when the file holding the key is readable by others.
    public func load(secrets: SecretSources, now: Date) throws(ResolutionError) -> Warned<ClientIdentity> {
        let passphrase = try passphraseValue(secrets)
        // The key is in the separate key file when there is one, else in the certificate file.
        let bytes = try CredentialFile.read(file, kind: .certificate)
        let keyBytes = try keyFile.map { (path: String) throws(ResolutionError) in try CredentialFile.read(path, kind: .key) }
        let warnings = KeyFileExposure.warnings(for: keyFile ?? file)
        do {
            return Warned(try ClientIdentity(fileBytes: bytes, file: file, keyBytes: keyBytes, keyFile: keyFile, passphrase: passphrase, now: now),
                          warnings: warnings)
        } catch {
            throw ResolutionError(.credentials, error.description)
        }
    }

    private func passphraseValue(_ secrets: SecretSources) throws(ResolutionError) -> String? {
        switch passphrase {
        case .none: return nil
        case .inProfile(let value): return value
        case .environment(let name):
            guard let value = secrets.environment[name] else {
                throw ResolutionError(.credentials, "the certificate's passphrase is read from $\(name), which is not set; export it first")
            }
            return value
        case .keyring(let item):
            let stored: String?
            do {
                stored = try secrets.keyring.passphrase(item: item)
            } catch {
                throw ResolutionError(.credentials, "cannot read the certificate's passphrase from the keyring item '\(item)': \(error.description); "
                    + "without a keyring, give it through passphraseEnv (an environment variable) or passphrase in the profile")
            }
            guard let stored else {
                throw ResolutionError(.credentials, "the certificate's passphrase is read from the keyring item '\(item)', which \(secrets.keyring.displayName) "
                    + "does not hold; store it with: pushtui secret set \(item)")
            }
            return stored
        }
    }
}
