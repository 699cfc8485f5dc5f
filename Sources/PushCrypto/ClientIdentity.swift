import COpenSSL
import COpenSSLShims
import Foundation

/// An APNs provider certificate with its private key: the TLS client identity of a
/// certificate-based connection.
///
/// Loads a `.p12` (PKCS#12, including legacy RC2-40/3DES exports: OpenSSL's `legacy` and `default`
/// providers are loaded once per process), a `.pem` holding certificate and key, or a certificate
/// (`.pem` or DER `.cer`) plus a separate key file. Loading fails, with a typed ``IdentityLoadError``,
/// for a wrong passphrase, a certificate without its key, a key that does not match, and a
/// certificate outside its validity period.
///
/// For libcurl (mutual TLS), ``certificateChainPEM`` and ``privateKeyPEM()`` go to
/// `CURLOPT_SSLCERT_BLOB` and `CURLOPT_SSLKEY_BLOB` (`curl_blob` with `CURL_BLOB_COPY`) with
/// `CURLOPT_SSLCERTTYPE`/`CURLOPT_SSLKEYTYPE` `"PEM"`; or ``pkcs12Bytes(passphrase:)`` goes to
/// `CURLOPT_SSLCERT_BLOB` with `CURLOPT_SSLCERTTYPE "P12"` and `CURLOPT_KEYPASSWD`. Both are
/// re-encoded with modern algorithms, so curl never needs the legacy provider for them.
/// See [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns).
///
/// `description` names the certificate, never the key.
public final class ClientIdentity: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: the X509 and EVP_PKEY objects are created in init and never mutated
    // afterwards; OpenSSL 3 allows concurrent read-only use of both (openssl-threads(7)).
    /// The leaf certificate (owned).
    let certificate: OpaquePointer
    /// Intermediate certificates that came with it, leaf first excluded (owned).
    let chain: [OpaquePointer]
    /// The private key (owned).
    let privateKey: OpaquePointer
    /// What the certificate says.
    public let info: CertificateInfo

    /// PEM labels that hold a certificate.
    static let certificateLabels: Set<String> = ["CERTIFICATE", "TRUSTED CERTIFICATE", "X509 CERTIFICATE"]

    /// Loads a provider identity from a file.
    ///
    /// - Parameters:
    ///   - path: a `.p12`/`.pfx`; or a PEM with the certificate (and usually the key); or a DER `.cer`.
    ///     The format is recognised from the content, not the name.
    ///   - passphrase: opens the `.p12` or an encrypted PEM key; nil tries an empty one for a `.p12`.
    ///   - keyFile: a PEM private key, for a certificate file that does not hold its key.
    ///   - now: the time the validity period is checked against.
    public convenience init(contentsOfFile path: String, passphrase: String? = nil, keyFile: String? = nil,
                            now: Date = Date()) throws(IdentityLoadError) {
        let bytes = try Self.read(path)
        let keyBytes = try keyFile.map { (file: String) throws(IdentityLoadError) -> [UInt8] in try Self.read(file) }
        try self.init(fileBytes: bytes, file: path, keyBytes: keyBytes, keyFile: keyFile, passphrase: passphrase, now: now)
    }

    /// Loads a provider identity from the bytes of `file` (and of `keyFile`), read by the caller
    /// (pushtui reads every file it is given through one size-capped reader); errors name the files.
    /// See ``init(contentsOfFile:passphrase:keyFile:now:)`` for the formats.
    public convenience init(fileBytes bytes: [UInt8], file path: String, keyBytes: [UInt8]? = nil, keyFile: String? = nil,
                            passphrase: String? = nil, now: Date = Date()) throws(IdentityLoadError) {
        do {
            let parts = try Self.parts(bytes, keyPEM: keyBytes, keyPath: keyFile, passphrase: passphrase)
            try self.init(parts, now: now)
        } catch {
            throw error.attributed(to: path)
        }
    }

    /// Loads a PKCS#12 (`.p12`) from its bytes.
    public convenience init(pkcs12 bytes: [UInt8], passphrase: String?, now: Date = Date()) throws(IdentityLoadError) {
        guard let parts = try Self.pkcs12Parts(bytes, passphrase: passphrase) else {
            throw IdentityLoadError(.notACertificate(found: "bytes that are not PKCS#12"))
        }
        try self.init(parts, now: now)
    }

    /// Loads a PEM certificate (plus chain) and its key, which may be in the same text or in `keyPEM`.
    public convenience init(pem: [UInt8], keyPEM: [UInt8]? = nil, passphrase: String? = nil, now: Date = Date()) throws(IdentityLoadError) {
        try self.init(try Self.parts(pem, keyPEM: keyPEM, keyPath: nil, passphrase: passphrase), now: now)
    }

    private init(_ parts: Parts, now: Date) throws(IdentityLoadError) {
        // Owned from here: freed on every failure below, by deinit afterwards.
        certificate = parts.certificate
        chain = parts.chain
        guard let key = parts.privateKey else {
            parts.chain.forEach { X509_free($0) }
            X509_free(parts.certificate)
            throw IdentityLoadError(.missingPrivateKey, path: parts.keyPath)
        }
        privateKey = key
        info = try Self.checked(certificate: parts.certificate, key: key, keyPath: parts.keyPath, now: now, cleanup: parts)
    }

    deinit {
        chain.forEach { X509_free($0) }
        X509_free(certificate)
        EVP_PKEY_free(privateKey)
    }

    /// The leaf certificate and any intermediates, PEM, leaf first: `CURLOPT_SSLCERT_BLOB`.
    public var certificateChainPEM: [UInt8] {
        Array(([certificate] + chain).compactMap(X509Fields.pem).joined().utf8)
    }

    /// The leaf certificate, DER.
    public var certificateDER: [UInt8] { X509Fields.der(certificate) ?? [] }

    /// The private key as unencrypted PKCS#8 PEM: `CURLOPT_SSLKEY_BLOB`.
    ///
    /// Secret material: keep it in memory or in a 0600 file, never in a log.
    public func privateKeyPEM() -> [UInt8] {
        MemoryBIO.written { bio in PEM_write_bio_PKCS8PrivateKey(bio, privateKey, nil, nil, 0, nil, nil) } ?? []
    }

    /// The identity re-exported as PKCS#12 with OpenSSL 3's defaults (AES-256-CBC, PBKDF2,
    /// HMAC-SHA256), for `CURLOPT_SSLCERT_BLOB` with `CURLOPT_SSLCERTTYPE "P12"`.
    public func pkcs12Bytes(passphrase: String) throws(OpenSSLError) -> [UInt8] {
        OpenSSLErrorQueue.clear()
        guard let stack = pt_sk_X509_new_null() else { throw .drained("allocate a certificate list") }
        defer { pt_sk_X509_free(stack) }
        for certificate in chain where pt_sk_X509_push(stack, certificate) == 0 {
            throw .drained("list the intermediate certificates")
        }
        let friendlyName = info.subject.commonName ?? "APNs provider certificate"
        guard let p12 = PKCS12_create(passphrase, friendlyName, privateKey, certificate, stack, 0, 0, 0, 0, 0) else {
            throw .drained("build the PKCS#12")
        }
        defer { PKCS12_free(p12) }
        guard let bytes = MemoryBIO.written({ bio in i2d_PKCS12_bio(bio, p12) }) else { throw .drained("encode the PKCS#12") }
        return bytes
    }

    /// `ClientIdentity(Apple Push Services: com.example.app, until 2027-01-01 00:00:00 UTC)`.
    public var description: String {
        "ClientIdentity(\(info.subject.commonName ?? "no common name"), until \(IdentityLoadError.format(info.notAfter)))"
    }

    // MARK: Loading

    /// Decoded but not yet checked: the certificate, its chain and the key if one was found.
    private struct Parts {
        var certificate: OpaquePointer
        var chain: [OpaquePointer] = []
        var privateKey: OpaquePointer?
        /// The file the key came from, when it was a separate one (for error attribution).
        var keyPath: String?
    }

    private static func read(_ path: String) throws(IdentityLoadError) -> [UInt8] {
        do {
            return try KeyFile.read(path)
        } catch {
            guard case .unreadableFile(let reason) = error.reason else { throw IdentityLoadError(.damaged(detail: error.description), path: path) }
            throw IdentityLoadError(.unreadableFile(reason: reason), path: path)
        }
    }

    /// Recognises the format: PEM text, else PKCS#12, else a DER certificate.
    private static func parts(_ bytes: [UInt8], keyPEM: [UInt8]?, keyPath: String?, passphrase: String?) throws(IdentityLoadError) -> Parts {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("-----BEGIN ") {
            return try pemParts(PEMDocument(text), keyPEM: keyPEM, keyPath: keyPath, passphrase: passphrase)
        }
        if var parts = try pkcs12Parts(bytes, passphrase: passphrase) {
            if parts.privateKey == nil, let keyPEM {
                parts.privateKey = try decodeKey(keyPEM, path: keyPath, passphrase: passphrase, owning: parts)
                parts.keyPath = keyPath
            }
            return parts
        }
        guard let certificate = X509Fields.decode(der: bytes) else {
            throw IdentityLoadError(.notACertificate(found: bytes.isEmpty ? "an empty file" : "binary data that is neither PKCS#12 nor a DER certificate"))
        }
        var parts = Parts(certificate: certificate)
        if let keyPEM {
            parts.privateKey = try decodeKey(keyPEM, path: keyPath, passphrase: passphrase, owning: parts)
            parts.keyPath = keyPath
        }
        return parts
    }

    private static func pemParts(_ document: PEMDocument, keyPEM: [UInt8]?, keyPath: String?, passphrase: String?) throws(IdentityLoadError) -> Parts {
        let blocks = document.blocks.filter { certificateLabels.contains($0.label) }
        guard !blocks.isEmpty else { throw IdentityLoadError(.notACertificate(found: described(document))) }
        var certificates: [OpaquePointer] = []
        for block in blocks {
            OpenSSLErrorQueue.clear()
            guard let certificate = X509Fields.decode(pem: block.text) else {
                certificates.forEach { X509_free($0) }
                throw IdentityLoadError(.damaged(detail: OpenSSLErrorQueue.drain()))
            }
            certificates.append(certificate)
        }
        var parts = Parts(certificate: certificates[0], chain: Array(certificates.dropFirst()))
        if document.first(labeled: EVPKey.privateKeyLabels) != nil {
            parts.privateKey = try decodeKey(document, path: nil, passphrase: passphrase, owning: parts)
        } else if let keyPEM {
            parts.privateKey = try decodeKey(PEMDocument(String(decoding: keyPEM, as: UTF8.self)), path: keyPath, passphrase: passphrase, owning: parts)
            parts.keyPath = keyPath
        }
        return parts
    }

    /// Parses PKCS#12 bytes, or returns nil when they are not PKCS#12 at all.
    private static func pkcs12Parts(_ bytes: [UInt8], passphrase: String?) throws(IdentityLoadError) -> Parts? {
        OpenSSLProviders.loadLegacyAndDefault()
        OpenSSLErrorQueue.clear()
        let decoded: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return d2i_PKCS12(nil, &cursor, buffer.count)
        }
        guard let p12 = decoded else {
            OpenSSLErrorQueue.clear()
            return nil
        }
        defer { PKCS12_free(p12) }
        // Checked first so a wrong passphrase reads as one, not as a decryption error; with no
        // passphrase PKCS12_parse tries both an absent and an empty one, as Keychain exports vary.
        if PKCS12_mac_present(p12) == 1 {
            let opens = passphrase.map { PKCS12_verify_mac(p12, $0, -1) == 1 }
                ?? (PKCS12_verify_mac(p12, nil, 0) == 1 || PKCS12_verify_mac(p12, "", 0) == 1)
            guard opens else {
                OpenSSLErrorQueue.clear()
                throw IdentityLoadError(passphrase == nil ? .passphraseRequired : .wrongPassphrase(detail: "mac verify failure"))
            }
        }
        var key: OpaquePointer?
        var certificate: OpaquePointer?
        var authorities: OpaquePointer?
        guard PKCS12_parse(p12, passphrase, &key, &certificate, &authorities) == 1 else {
            let detail = OpenSSLErrorQueue.drain()
            if detail.contains("unsupported") {
                throw IdentityLoadError(.unsupportedEncryption(detail: detail, legacyProviderAvailable: OpenSSLProviders.isLegacyAvailable))
            }
            throw IdentityLoadError(.damaged(detail: detail))
        }
        var chain: [OpaquePointer] = []
        while let next = pt_sk_X509_shift(authorities) { chain.append(next) }
        if authorities != nil { pt_sk_X509_free(authorities) }
        guard let certificate else {
            chain.forEach { X509_free($0) }
            if let key { EVP_PKEY_free(key) }
            throw IdentityLoadError(.notACertificate(found: "a PKCS#12 without a certificate"))
        }
        return Parts(certificate: certificate, chain: chain, privateKey: key)
    }

    private static func decodeKey(_ bytes: [UInt8], path: String?, passphrase: String?, owning parts: Parts) throws(IdentityLoadError) -> OpaquePointer {
        try decodeKey(PEMDocument(String(decoding: bytes, as: UTF8.self)), path: path, passphrase: passphrase, owning: parts)
    }

    /// Decodes the first private-key block; frees `parts` when it throws, as nobody else will.
    private static func decodeKey(_ document: PEMDocument, path: String?, passphrase: String?, owning parts: Parts) throws(IdentityLoadError) -> OpaquePointer {
        do throws(IdentityLoadError) {
            guard let block = document.first(labeled: EVPKey.privateKeyLabels) else {
                throw IdentityLoadError(document.blocks.first.map { .notAPrivateKey(foundLabel: $0.label) } ?? .missingPrivateKey, path: path)
            }
            if block.isEncrypted && passphrase == nil { throw IdentityLoadError(.passphraseRequired, path: path) }
            OpenSSLErrorQueue.clear()
            let key: OpaquePointer? = MemoryBIO.reading(block.text) { bio in
                withPassphrase(passphrase) { userData in PEM_read_bio_PrivateKey(bio, nil, passphraseCallback, userData) }
            }
            guard let key else {
                let detail = OpenSSLErrorQueue.drain()
                throw IdentityLoadError(block.isEncrypted ? .wrongPassphrase(detail: detail) : .damaged(detail: detail), path: path)
            }
            return key
        } catch {
            parts.chain.forEach { X509_free($0) }
            X509_free(parts.certificate)
            throw error
        }
    }

    /// Checks key and validity, reading the info; frees everything in `cleanup` when it throws.
    private static func checked(certificate: OpaquePointer, key: OpaquePointer, keyPath: String?, now: Date, cleanup parts: Parts) throws(IdentityLoadError) -> CertificateInfo {
        do throws(IdentityLoadError) {
            OpenSSLErrorQueue.clear()
            guard X509_check_private_key(certificate, key) == 1 else {
                throw IdentityLoadError(.keyMismatch(detail: OpenSSLErrorQueue.drain()))
            }
            let info = try CertificateInfo(certificate: certificate)
            if now < info.notBefore { throw IdentityLoadError(.notYetValid(notBefore: info.notBefore, now: now)) }
            if now > info.notAfter { throw IdentityLoadError(.expired(notAfter: info.notAfter, now: now)) }
            return info
        } catch {
            parts.chain.forEach { X509_free($0) }
            X509_free(certificate)
            EVP_PKEY_free(key)
            throw error
        }
    }

    /// What a PEM text holds, for "found …" in errors.
    static func described(_ document: PEMDocument) -> String {
        guard !document.blocks.isEmpty else { return "no PEM block" }
        return document.blocks.map { "-----BEGIN \($0.label)-----" }.joined(separator: ", ")
    }
}
