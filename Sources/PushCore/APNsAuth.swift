/// How an APNs profile proves who it is to APNs.
///
/// App-internal, hence a closed enum. A profile names its key or certificate file; the secret itself
/// is never copied into a profile. See [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns)
/// and [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns).
public enum APNsAuth: Sendable, Equatable, CustomStringConvertible {
    /// A `.p8` signing key from Apple's developer site, used to mint ES256 provider tokens.
    ///
    /// `keyFile` is the path as written in the profile (it may start with `~` or `$NAME`; see
    /// ``ProfilePath``), `keyID` the 10-character Key ID and `teamID` the 10-character Team ID.
    case token(keyFile: String, keyID: String, teamID: String)

    /// An APNs provider certificate presented in the TLS handshake (mutual TLS).
    ///
    /// `file` is a `.p12`, or a `.pem` holding the certificate and usually its key; `keyFile` names
    /// a separate PEM key for a certificate file without one. The passphrase may be written in the
    /// profile (`passphrase`), but naming an environment variable (`passphraseEnv`) or a system
    /// keyring item (`passphraseKeyring`) that holds it keeps the secret out of the file.
    case certificate(file: String, passphrase: CertificatePassphrase, keyFile: String?)

    /// The `"type"` value written to the file.
    public var typeName: String {
        switch self {
        case .token: return "token"
        case .certificate: return "certificate"
        }
    }

    /// The private-key file as written in the profile: the `.p8` of a token profile, the separate
    /// key of a certificate profile (nil when the key travels inside the certificate file).
    public var keyFile: String? {
        switch self {
        case .token(let keyFile, _, _): return keyFile
        case .certificate(_, _, let keyFile): return keyFile
        }
    }

    /// The certificate file as written in the profile, for certificate authentication.
    public var certificateFile: String? {
        switch self {
        case .token: return nil
        case .certificate(let file, _, _): return file
        }
    }

    /// The auth for messages and logs: files and IDs, a passphrase only as `<hidden>`.
    public var description: String {
        switch self {
        case .token(let keyFile, let keyID, let teamID):
            return "token(keyFile: \(keyFile), keyID: \(keyID), teamID: \(teamID))"
        case .certificate(let file, let passphrase, let keyFile):
            var parts = ["file: \(file)"]
            switch passphrase {
            case .none: break
            case .inProfile: parts.append("passphrase: <hidden>")
            case .environment(let name): parts.append("passphraseEnv: \(name)")
            case .keyring(let item): parts.append("passphraseKeyring: \(item)")
            }
            if let keyFile { parts.append("keyFile: \(keyFile)") }
            return "certificate(" + parts.joined(separator: ", ") + ")"
        }
    }
}
