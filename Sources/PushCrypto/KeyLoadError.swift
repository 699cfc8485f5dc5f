/// Why a private or public key could not be loaded, phrased once for a person.
///
/// The description names the file (when there is one) and what was found instead, and never
/// contains key material: not the PEM text, not decoded bytes, not a passphrase.
public struct KeyLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read; `reason` is the system's text for the errno.
        case unreadableFile(reason: String)
        /// No `-----BEGIN …-----` line was found.
        case notPEM
        /// A private key was expected but the PEM holds something else, named by its label
        /// (for example `CERTIFICATE` or `PUBLIC KEY`).
        case notAPrivateKey(foundLabel: String)
        /// A public key was expected but the PEM holds something else, named by its label.
        case notAPublicKey(foundLabel: String)
        /// The key is not an elliptic-curve key; `found` is OpenSSL's name for its type (for example `RSA`).
        case notEC(found: String)
        /// An RSA key was expected (FCM service accounts sign RS256) but the key is of another type,
        /// named by OpenSSL (for example `EC`).
        case notRSA(found: String)
        /// The key is on a curve other than P-256; `found` is OpenSSL's name for the curve (for example `secp384r1`).
        case notP256(found: String)
        /// The key is encrypted and no passphrase was given.
        case passphraseRequired
        /// The key is encrypted and the given passphrase did not decrypt it.
        case wrongPassphrase(detail: String)
        /// The PEM block is there but OpenSSL could not decode it; `detail` is OpenSSL's error text.
        case damaged(detail: String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The file the key came from, or `nil` when it was given as text.
    public let path: String?

    /// Creates an error for a key read from `path`, or from text when `path` is `nil`.
    public init(_ reason: Reason, path: String? = nil) {
        self.reason = reason
        self.path = path
    }

    /// The same error, attributed to a file.
    func attributed(to path: String) -> KeyLoadError {
        KeyLoadError(reason, path: path)
    }

    /// The message for a person: the source, what was found, what APNs needs; never key material.
    public var description: String {
        let source = path.map { "key file \($0)" } ?? "the key text"
        let privateHint = "an APNs key starts with -----BEGIN PRIVATE KEY-----"
        switch reason {
        case .unreadableFile(let reason):
            return "cannot read \(source): \(reason)"
        case .notPEM:
            return "\(source) does not contain a PEM block; \(privateHint)"
        case .notAPrivateKey(let label):
            return "\(source) contains \(Self.article(for: label)) (-----BEGIN \(label)-----), not a private key; \(privateHint)"
        case .notAPublicKey(let label):
            return "\(source) contains \(Self.article(for: label)) (-----BEGIN \(label)-----), not a public key; expected -----BEGIN PUBLIC KEY-----"
        case .notEC(let found):
            return "\(source) holds an \(found) key, but APNs needs an EC key on P-256 (ES256)"
        case .notRSA(let found):
            return "\(source) holds an \(found) key, but a service account needs an RSA key (RS256)"
        case .notP256(let found):
            return "\(source) holds an EC key on curve \(found), but APNs needs P-256 (prime256v1)"
        case .passphraseRequired:
            return "\(source) is encrypted; give its passphrase"
        case .wrongPassphrase(let detail):
            return "\(source) is encrypted and the passphrase did not decrypt it (wrong passphrase?): \(detail)"
        case .damaged(let detail):
            return "\(source) has a PEM block that OpenSSL cannot decode: \(detail)"
        }
    }

    private static func article(for label: String) -> String {
        switch label {
        case "CERTIFICATE", "TRUSTED CERTIFICATE", "X509 CERTIFICATE": return "a certificate"
        case "CERTIFICATE REQUEST", "NEW CERTIFICATE REQUEST": return "a certificate request"
        case "PUBLIC KEY", "RSA PUBLIC KEY", "EC PUBLIC KEY": return "a public key"
        case "PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY", "DSA PRIVATE KEY", "ENCRYPTED PRIVATE KEY":
            return "a private key"
        default: return "a \(label) block"
        }
    }
}
