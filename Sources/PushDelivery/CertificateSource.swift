import Foundation
import PushCore
import PushCrypto

/// Where a provider certificate comes from: its file, its key and its passphrase, as a profile or
/// the `--cert` flags name them. Loading it is where every certificate problem becomes a
/// ``ResolutionError/Kind/credentials`` error.
public struct CertificateSource: Sendable, Hashable {
    /// How the passphrase is given. The value itself is never printed.
    public enum Passphrase: Sendable, Hashable {
        /// None: a `.p12` is tried with an empty one, a PEM key must be unencrypted.
        case none
        /// Written in the profile.
        case inProfile(String)
        /// Read from this environment variable when the certificate is loaded.
        case environment(String)
    }

    /// The `.p12`, or the PEM with the certificate (and usually its key); already expanded.
    public var file: String
    /// How the passphrase is given.
    public var passphrase: Passphrase
    /// A separate PEM key for a certificate file without one; already expanded.
    public var keyFile: String?

    /// A certificate named directly (`--cert`).
    public init(file: String, passphrase: Passphrase, keyFile: String? = nil) {
        self.file = file
        self.passphrase = passphrase
        self.keyFile = keyFile
    }

    /// The certificate a profile's `auth` names, its paths expanded against the profile file;
    /// nil for token authentication.
    public init?(_ auth: ProfileAuth, profileFile: String, paths: PathContext) throws(ResolutionError) {
        guard case .certificate(let file, let passphrase, let passphraseEnv, let keyFile) = auth else { return nil }
        self.file = try paths.locate(file, field: "auth.file", inProfile: profileFile)
        // The decoder refuses both at once, so at most one of them is set.
        self.passphrase = passphraseEnv.map(Passphrase.environment) ?? passphrase.map(Passphrase.inProfile) ?? .none
        self.keyFile = try keyFile.map { path throws(ResolutionError) in try paths.locate(path, field: "auth.keyFile", inProfile: profileFile) }
    }

    /// Whether the file is PEM text (else a `.p12`, or a DER certificate when a key file is given).
    public var isPEM: Bool {
        guard let bytes = try? CredentialFile.read(file, kind: .certificate) else { return false }
        return String(decoding: bytes.prefix(4096), as: UTF8.self).contains("-----BEGIN ")
    }

    /// Loads and checks the identity: readable, passphrase right, key present and matching, valid
    /// at `now`; warns when the file holding the key is readable by others.
    public func load(environment: [String: String], now: Date) throws(ResolutionError) -> Warned<ClientIdentity> {
        let passphrase = try passphraseValue(environment: environment)
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

    private func passphraseValue(environment: [String: String]) throws(ResolutionError) -> String? {
        switch passphrase {
        case .none: return nil
        case .inProfile(let value): return value
        case .environment(let name):
            guard let value = environment[name] else {
                throw ResolutionError(.credentials, "the certificate's passphrase is read from $\(name), which is not set; export it first")
            }
            return value
        }
    }

    /// How the passphrase is given, for people: never the passphrase itself.
    public var passphraseSummary: String {
        switch passphrase {
        case .none: return "no passphrase"
        case .inProfile: return "passphrase in the profile (hidden)"
        case .environment(let name): return "passphrase from $\(name)"
        }
    }
}
