import Foundation

/// Why a provider certificate (`.p12`, or `.pem` with its key) could not be loaded, phrased once
/// for a person.
///
/// The description names the file and what was found instead; it never contains key material
/// or the passphrase.
public struct IdentityLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read; `reason` is the system's text for the errno.
        case unreadableFile(reason: String)
        /// The file holds no certificate; `found` says what it holds instead.
        case notACertificate(found: String)
        /// The `.p12` or key is protected and no passphrase was given.
        case passphraseRequired
        /// The passphrase did not open the `.p12` or key; `detail` is OpenSSL's text
        /// (`mac verify failure` for a `.p12`).
        case wrongPassphrase(detail: String)
        /// The `.p12` uses an algorithm this OpenSSL cannot load (RC2-40/3DES need the legacy provider).
        case unsupportedEncryption(detail: String, legacyProviderAvailable: Bool)
        /// A certificate was found but no private key: not in the file, and no key file was given.
        case missingPrivateKey
        /// The key file holds something else than a private key, named by its PEM label.
        case notAPrivateKey(foundLabel: String)
        /// The private key does not belong to the certificate; `detail` is OpenSSL's text.
        case keyMismatch(detail: String)
        /// The certificate's validity ended at `notAfter`, before `now`.
        case expired(notAfter: Date, now: Date)
        /// The certificate's validity starts at `notBefore`, after `now`.
        case notYetValid(notBefore: Date, now: Date)
        /// The content is there but OpenSSL could not decode it; `detail` is its error text.
        case damaged(detail: String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The file in question (the certificate or the key file), or nil when given as bytes.
    public let path: String?

    /// An error about `path`, or about bytes when `path` is nil.
    public init(_ reason: Reason, path: String? = nil) {
        self.reason = reason
        self.path = path
    }

    /// The same error, attributed to a file unless it already names one.
    func attributed(to path: String) -> IdentityLoadError {
        self.path == nil ? IdentityLoadError(reason, path: path) : self
    }

    /// The message for a person: the source, what was found, what would work; never secrets.
    public var description: String {
        let source = path ?? "the certificate data"
        switch reason {
        case .unreadableFile(let reason):
            return "cannot read \(source): \(reason)"
        case .notACertificate(let found):
            return "\(source) holds no certificate (found \(found)); expected a .p12, or a PEM with -----BEGIN CERTIFICATE-----"
        case .passphraseRequired:
            return "\(source) is protected by a passphrase; give it (passphrase or passphraseEnv)"
        case .wrongPassphrase(let detail):
            return "\(source): wrong passphrase (\(detail))"
        case .unsupportedEncryption(let detail, let legacyAvailable):
            let hint = legacyAvailable
                ? "re-export it with modern encryption: openssl pkcs12 -in old.p12 -legacy -nodes | openssl pkcs12 -export -out new.p12"
                : "this OpenSSL has no legacy provider (ossl-modules/legacy.so) for RC2/3DES; install it or re-export the .p12 with AES"
            return "\(source) uses encryption OpenSSL cannot read (\(detail)); \(hint)"
        case .missingPrivateKey:
            return "\(source) holds a certificate but not its private key; add the key to the file, give a keyFile, or use a .p12 that includes the key"
        case .notAPrivateKey(let label):
            return "\(source) holds -----BEGIN \(label)-----, not a private key"
        case .keyMismatch(let detail):
            return "the private key does not belong to the certificate in \(source) (\(detail))"
        case .expired(let notAfter, let now):
            return "the certificate in \(source) expired on \(Self.format(notAfter)) (now \(Self.format(now))); renew it in the Apple Developer portal"
        case .notYetValid(let notBefore, let now):
            return "the certificate in \(source) is not valid before \(Self.format(notBefore)) (now \(Self.format(now)))"
        case .damaged(let detail):
            return "\(source) cannot be decoded: \(detail)"
        }
    }

    /// `2026-11-30 19:57:42 UTC`: unambiguous, sortable, locale-free.
    static func format(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d UTC", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                      parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}
