/// Why `CertificateFactory` could not make a certificate, phrased once for a person.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct CertificateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case noHosts
        case invalidHost(String)
        case invalidValidity(days: Int)
        case invalidCommonName(String)
        case unreadableAuthorityCertificate(detail: String)
        case unreadableAuthorityKey(KeyLoadError)
        case openSSL(OpenSSLError)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// A server certificate needs at least one host name or address.
    public static let noHosts = CertificateError(.noHosts)

    /// A host is neither an IP address nor a DNS name (letters, digits, `-`, `.`, a leading `*.`).
    public static func invalidHost(_ host: String) -> CertificateError {
        CertificateError(.invalidHost(host))
    }

    /// The validity must be at least one day.
    public static func invalidValidity(days: Int) -> CertificateError {
        CertificateError(.invalidValidity(days: days))
    }

    /// The common name is empty or longer than X.509's 64 characters.
    public static func invalidCommonName(_ name: String) -> CertificateError {
        CertificateError(.invalidCommonName(name))
    }

    /// The CA certificate PEM could not be read; `detail` is OpenSSL's text.
    public static func unreadableAuthorityCertificate(detail: String) -> CertificateError {
        CertificateError(.unreadableAuthorityCertificate(detail: detail))
    }

    /// The CA private key could not be loaded.
    public static func unreadableAuthorityKey(_ error: KeyLoadError) -> CertificateError {
        CertificateError(.unreadableAuthorityKey(error))
    }

    /// OpenSSL failed while building or signing the certificate.
    public static func openSSL(_ error: OpenSSLError) -> CertificateError {
        CertificateError(.openSSL(error))
    }

    /// The message for a person.
    public var description: String {
        switch base {
        case .noHosts:
            return "a server certificate needs at least one host name or IP address"
        case .invalidHost(let host):
            return "'\(host)' is neither an IP address nor a DNS name"
        case .invalidValidity(let days):
            return "certificate validity must be at least 1 day, got \(days)"
        case .invalidCommonName(let name):
            return "certificate common name must be 1 to 64 characters, got \(name.count)"
        case .unreadableAuthorityCertificate(let detail):
            return "the CA certificate is not a readable PEM certificate: \(detail)"
        case .unreadableAuthorityKey(let error):
            return "the CA private key is unusable: \(error)"
        case .openSSL(let error):
            return "certificate not made: \(error)"
        }
    }
}
