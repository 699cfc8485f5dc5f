/// Why `CertificateFactory` could not make a certificate, phrased once for a person.
public enum CertificateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A server certificate needs at least one host name or address.
    case noHosts
    /// A host is neither an IP address nor a DNS name (letters, digits, `-`, `.`, a leading `*.`).
    case invalidHost(String)
    /// The validity must be at least one day.
    case invalidValidity(days: Int)
    /// The common name is empty or longer than X.509's 64 characters.
    case invalidCommonName(String)
    /// The CA certificate PEM could not be read; `detail` is OpenSSL's text.
    case unreadableAuthorityCertificate(detail: String)
    /// The CA private key could not be loaded.
    case unreadableAuthorityKey(KeyLoadError)
    /// OpenSSL failed while building or signing the certificate.
    case openSSL(OpenSSLError)

    /// The message for a person.
    public var description: String {
        switch self {
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
