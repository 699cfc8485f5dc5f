import COpenSSL
import Foundation

/// Makes in-memory certificates for the APNs simulator and tests: a CA, server certificates it signs,
/// and Apple-like provider certificates (`makeAppleLikeClientCertificate`).
///
/// Every key is EC P-256 and every signature ECDSA with SHA-256. Clients trust the simulator by
/// being given the CA (for libcurl, `CURLOPT_CAINFO`); TLS verification is never switched off.
public enum CertificateFactory {
    /// Makes a self-signed certificate authority.
    ///
    /// Extensions: `basicConstraints` critical `CA:TRUE`, `keyUsage` critical `keyCertSign, cRLSign`,
    /// subject and authority key identifiers.
    ///
    /// - Parameter validFrom: the start of validity; nil for now (backdated a few minutes). A test
    ///   whose verifier runs on an injected clock passes that clock's time.
    public static func makeCertificateAuthority(commonName: String, validFrom: Date? = nil, validDays: Int) throws(CertificateError) -> GeneratedIdentity {
        try checkValidity(validDays)
        let key = try generateKey()
        let builder = try CertificateBuilder(
            subject: [("CN", try commonNameChecked(commonName))], publicKeyOf: key.pkey, validFrom: validFrom, validDays: validDays,
            issuer: nil)
        try builder.add(extensions: [
            (NID_basic_constraints, "critical,CA:TRUE"),
            (NID_key_usage, "critical,keyCertSign,cRLSign"),
            (NID_subject_key_identifier, "hash"),
            (NID_authority_key_identifier, "keyid:always"),
        ])
        return GeneratedIdentity(certificatePEM: try builder.signedPEM(with: key.pkey), privateKeyPEM: key.pkcs8PEM())
    }

    /// Makes a server certificate for `hosts`, signed by `ca`.
    ///
    /// - Parameter hosts: DNS names and IP addresses (v4 or v6); each becomes a `subjectAltName` entry
    ///   (`DNS:` or `IP:`), which is what clients match. The first also becomes the subject common name.
    ///
    /// Extensions: `basicConstraints` critical `CA:FALSE`, `keyUsage` critical `digitalSignature`,
    /// `extendedKeyUsage` `serverAuth`, `subjectAltName`, subject and authority key identifiers.
    public static func makeServerCertificate(
        hosts: [String], signedBy ca: GeneratedIdentity, validDays: Int
    ) throws(CertificateError) -> GeneratedIdentity {
        try checkValidity(validDays)
        guard let firstHost = hosts.first else { throw .noHosts }
        let alternativeNames = try hosts.map { (host: String) throws(CertificateError) -> String in
            try SubjectAlternativeName.entry(for: host)
        }
        let authority = try AuthorityMaterial(ca)
        let key = try generateKey()
        let builder = try CertificateBuilder(
            subject: try commonNameChecked(firstHost), publicKeyOf: key.pkey, validDays: validDays,
            issuer: authority.certificate)
        try builder.add(extensions: [
            (NID_basic_constraints, "critical,CA:FALSE"),
            (NID_key_usage, "critical,digitalSignature"),
            (NID_ext_key_usage, "serverAuth"),
            (NID_subject_alt_name, alternativeNames.joined(separator: ",")),
            (NID_subject_key_identifier, "hash"),
            (NID_authority_key_identifier, "keyid:always"),
        ])
        return GeneratedIdentity(certificatePEM: try builder.signedPEM(with: authority.key.pkey), privateKeyPEM: key.pkcs8PEM())
    }

    static func checkValidity(_ days: Int) throws(CertificateError) {
        guard days >= 1 else { throw .invalidValidity(days: days) }
    }

    static func commonNameChecked(_ name: String) throws(CertificateError) -> String {
        guard (1...64).contains(name.count) else { throw .invalidCommonName(name) }
        return name
    }

    static func generateKey() throws(CertificateError) -> ECPrivateKey {
        do {
            return try ECPrivateKey.generateP256()
        } catch {
            throw .openSSL(error)
        }
    }
}

/// The parsed CA certificate and key that sign a new certificate.
final class AuthorityMaterial {
    let certificate: OpaquePointer
    let key: ECPrivateKey

    init(_ identity: GeneratedIdentity) throws(CertificateError) {
        do {
            key = try ECPrivateKey(pem: identity.privateKeyPEM)
        } catch {
            throw .unreadableAuthorityKey(error)
        }
        OpenSSLErrorQueue.clear()
        let loaded: OpaquePointer? = MemoryBIO.reading(identity.certificatePEM) { bio in PEM_read_bio_X509(bio, nil, nil, nil) }
        guard let loaded else { throw .unreadableAuthorityCertificate(detail: OpenSSLErrorQueue.drain()) }
        certificate = loaded
    }

    deinit {
        X509_free(certificate)
    }
}
