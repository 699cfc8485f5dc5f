import COpenSSL
import Foundation

/// An X.509 v3 certificate under construction: subject, key, validity, random serial, extensions, then a signature.
///
/// Profiles (CA, server, Apple-like client certificates) differ only in their subject fields and the
/// extension list they add, so a new profile is a new list in `CertificateFactory`, not new C plumbing.
final class CertificateBuilder {
    private let certificate: OpaquePointer
    /// The issuer, or `nil` when the certificate signs itself.
    private let issuer: OpaquePointer?

    /// Serial numbers are 16 random bytes with the top bit clear: positive and unique without a database.
    private static let serialLength = 16
    /// Certificates start a little in the past so a peer whose clock lags slightly still accepts them.
    private static let backdateSeconds = 5 * 60

    convenience init(subject commonName: String, publicKeyOf key: OpaquePointer, validDays: Int, issuer: OpaquePointer?) throws(CertificateError) {
        try self.init(subject: [("CN", commonName)], publicKeyOf: key, validFrom: nil, validDays: validDays, issuer: issuer)
    }

    /// - Parameters:
    ///   - subject: name fields in order, by OpenSSL short name (`CN`, `UID`, `OU`, `O`, `C`).
    ///   - validFrom: the start of validity; nil for "now, backdated a few minutes".
    init(subject fields: [(field: String, value: String)], publicKeyOf key: OpaquePointer, validFrom: Date?, validDays: Int,
         issuer: OpaquePointer?) throws(CertificateError) {
        OpenSSLErrorQueue.clear()
        guard let certificate = X509_new() else { throw .openSSL(.drained("allocate a certificate")) }
        self.certificate = certificate
        self.issuer = issuer
        guard X509_set_version(certificate, 2) == 1 else { throw .openSSL(.drained("set the certificate version")) }
        try setRandomSerial()
        try setValidity(from: validFrom, days: validDays)
        guard let name = X509_get_subject_name(certificate) else { throw .openSSL(.drained("set the subject name")) }
        for (field, value) in fields where X509_NAME_add_entry_by_txt(name, field, MBSTRING_UTF8, value, -1, -1, 0) != 1 {
            throw .openSSL(.drained("set the subject field \(field)"))
        }
        let issuerName = issuer.flatMap { X509_get_subject_name($0) } ?? name
        guard X509_set_issuer_name(certificate, issuerName) == 1, X509_set_pubkey(certificate, key) == 1 else {
            throw .openSSL(.drained("set the issuer and public key"))
        }
    }

    deinit {
        X509_free(certificate)
    }

    /// Adds extensions in OpenSSL config syntax (`x509v3_config(5)`), in order; key identifiers need
    /// the public key set already, and a self-signed authority key identifier needs the subject one first.
    func add(extensions: [(nid: Int32, value: String)]) throws(CertificateError) {
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, issuer ?? certificate, certificate, nil, nil, 0)
        for (nid, value) in extensions {
            guard let ext = X509V3_EXT_conf_nid(nil, &context, nid, value) else {
                throw .openSSL(.drained("build the \(String(cString: OBJ_nid2sn(nid))) extension"))
            }
            defer { X509_EXTENSION_free(ext) }
            guard X509_add_ext(certificate, ext, -1) == 1 else {
                throw .openSSL(.drained("add the \(String(cString: OBJ_nid2sn(nid))) extension"))
            }
        }
    }

    /// Signs with `key` (ECDSA with SHA-256) and returns the certificate as PEM.
    func signedPEM(with key: OpaquePointer) throws(CertificateError) -> String {
        guard X509_sign(certificate, key, EVP_sha256()) > 0 else { throw .openSSL(.drained("sign the certificate")) }
        guard let pem = MemoryBIO.writtenText({ bio in PEM_write_bio_X509(bio, certificate) }) else {
            throw .openSSL(.drained("write the certificate as PEM"))
        }
        return pem
    }

    /// Adds an extension OpenSSL has no config syntax for (Apple's private OIDs): `der` is the
    /// value that goes inside the extension's OCTET STRING.
    func add(rawExtension oid: String, der: [UInt8], critical: Bool = false) throws(CertificateError) {
        guard let object = OBJ_txt2obj(oid, 1) else { throw .openSSL(.drained("parse the OID \(oid)")) }
        defer { ASN1_OBJECT_free(object) }
        guard let value = ASN1_OCTET_STRING_new() else { throw .openSSL(.drained("allocate an extension value")) }
        defer { ASN1_OCTET_STRING_free(value) }
        guard ASN1_OCTET_STRING_set(value, der, Int32(der.count)) == 1,
              let ext = X509_EXTENSION_create_by_OBJ(nil, object, critical ? 1 : 0, value)
        else { throw .openSSL(.drained("build the \(oid) extension")) }
        defer { X509_EXTENSION_free(ext) }
        guard X509_add_ext(certificate, ext, -1) == 1 else { throw .openSSL(.drained("add the \(oid) extension")) }
    }

    private func setValidity(from start: Date?, days: Int) throws(CertificateError) {
        let ok: Bool
        if let start {
            let from = time_t(start.timeIntervalSince1970.rounded(.down))
            ok = ASN1_TIME_set(X509_getm_notBefore(certificate), from) != nil
                && ASN1_TIME_set(X509_getm_notAfter(certificate), from + time_t(days) * 86_400) != nil
        } else {
            ok = X509_gmtime_adj(X509_getm_notBefore(certificate), -Self.backdateSeconds) != nil
                && X509_gmtime_adj(X509_getm_notAfter(certificate), days * 86_400) != nil
        }
        guard ok else { throw .openSSL(.drained("set the validity period")) }
    }

    private func setRandomSerial() throws(CertificateError) {
        var bytes = [UInt8](repeating: 0, count: Self.serialLength)
        guard RAND_bytes(&bytes, Int32(bytes.count)) == 1 else { throw .openSSL(.drained("draw a random serial number")) }
        bytes[0] &= 0x7f
        guard let number = BN_bin2bn(bytes, Int32(bytes.count), nil) else { throw .openSSL(.drained("make a serial number")) }
        defer { BN_free(number) }
        guard BN_to_ASN1_INTEGER(number, X509_get_serialNumber(certificate)) != nil else {
            throw .openSSL(.drained("set the serial number"))
        }
    }
}
