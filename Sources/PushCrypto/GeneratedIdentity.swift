/// A certificate and its private key, both PEM, as made by `CertificateFactory`.
///
/// The private key is secret: write it only to files with mode 0600 and never log it.
public struct GeneratedIdentity: Sendable, Equatable {
    /// The certificate, `-----BEGIN CERTIFICATE-----`.
    public let certificatePEM: String
    /// The certificate's EC P-256 key as PKCS#8, `-----BEGIN PRIVATE KEY-----`.
    public let privateKeyPEM: String

    /// Pairs a certificate with its key.
    public init(certificatePEM: String, privateKeyPEM: String) {
        self.certificatePEM = certificatePEM
        self.privateKeyPEM = privateKeyPEM
    }
}
