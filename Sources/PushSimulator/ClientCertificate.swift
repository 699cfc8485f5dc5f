import PushCrypto

/// The certificate a client presented on a connection, after OpenSSL verified its chain against
/// the configured ``ClientCertificateAuthority``.
enum ClientCertificate {
    /// Verified and read.
    case verified(CertificateInfo)
    /// Verified by OpenSSL but not readable as a provider certificate; APNs would call it bad.
    case unreadable

    /// Reads the DER OpenSSL handed over.
    init(der: [UInt8]) {
        if let info = try? CertificateInfo(der: der) {
            self = .verified(info)
        } else {
            self = .unreadable
        }
    }
}
