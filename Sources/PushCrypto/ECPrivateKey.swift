import COpenSSL
import COpenSSLShims
import Foundation

/// An EC P-256 private key: the APNs provider signing key from a `.p8` file, or one made for tests and demos.
///
/// APNs `.p8` files hold a PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`); the SEC1 form
/// (`-----BEGIN EC PRIVATE KEY-----`) that conversion tools write is accepted too.
/// See https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns
///
/// The key is never printed: `description` names only the key type.
public final class ECPrivateKey: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: the wrapped EVP_PKEY is never mutated after init, and OpenSSL 3 allows
    // concurrent read-only use of one EVP_PKEY (signing) from many threads (openssl-threads(7)).
    /// The owned OpenSSL key; freed in `deinit`.
    let pkey: OpaquePointer
    /// The matching public key, for verifying what this key signs.
    public let publicKey: ECPublicKey

    /// Loads a key from a PEM file such as `AuthKey_ABC123DEFG.p8`.
    ///
    /// - Parameters:
    ///   - path: the file to read.
    ///   - passphrase: the passphrase of an encrypted key; ignored for a plain one.
    /// - Throws: `KeyLoadError` naming the file and what is wrong with it.
    public convenience init(contentsOfFile path: String, passphrase: String? = nil) throws(KeyLoadError) {
        try self.init(pem: try KeyFile.read(path), file: path, passphrase: passphrase)
    }

    /// Loads a key from the bytes of the PEM file `file`, read by the caller (pushtui reads every
    /// file it is given through one size-capped reader); errors name `file`.
    public convenience init(pem: [UInt8], file: String, passphrase: String? = nil) throws(KeyLoadError) {
        do {
            try self.init(pem: pem, passphrase: passphrase)
        } catch {
            throw error.attributed(to: file)
        }
    }

    /// Loads a key from PEM text.
    ///
    /// - Parameters:
    ///   - pem: PKCS#8 (`BEGIN PRIVATE KEY`, `BEGIN ENCRYPTED PRIVATE KEY`) or SEC1 (`BEGIN EC PRIVATE KEY`) PEM.
    ///   - passphrase: the passphrase of an encrypted key; ignored for a plain one.
    /// - Throws: `KeyLoadError` saying what the text holds instead of an EC P-256 private key.
    public convenience init(pem: String, passphrase: String? = nil) throws(KeyLoadError) {
        try self.init(pem: Array(pem.utf8), passphrase: passphrase)
    }

    /// Loads a key from the bytes of a PEM file; see `init(pem:passphrase:)`.
    public convenience init(pem: [UInt8], passphrase: String? = nil) throws(KeyLoadError) {
        let pkey = try EVPKey.loadPrivateKey(pem: String(decoding: pem, as: UTF8.self), passphrase: passphrase,
                                             problem: ECKeyCheck.problem(with:))
        do {
            try self.init(checked: pkey)
        } catch {
            throw KeyLoadError(.damaged(detail: error.detail))
        }
    }

    /// Takes ownership of a key that `ECKeyCheck` has accepted (freeing it if its public half cannot be copied).
    private init(checked pkey: OpaquePointer) throws(OpenSSLError) {
        do {
            self.publicKey = try ECPublicKey(publicPartOf: pkey)
        } catch {
            EVP_PKEY_free(pkey)
            throw error
        }
        self.pkey = pkey
    }

    deinit {
        EVP_PKEY_free(pkey)
    }

    /// Makes a fresh random P-256 key, for the demo profile, the simulator and tests.
    public static func generateP256() throws(OpenSSLError) -> ECPrivateKey {
        let pkey = try EVPKey.generate(type: "EC", what: "a P-256 key") { EVP_PKEY_CTX_set_group_name($0, "P-256") == 1 }
        return try ECPrivateKey(checked: pkey)
    }

    /// The key as unencrypted PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`), the `.p8` format.
    ///
    /// This is secret material: write it only to a file with mode 0600, never to a log.
    public func pkcs8PEM() -> String {
        EVPKey.pkcs8PEM(pkey)
    }

    /// Signs `message` with ECDSA P-256 over SHA-256 and returns the JOSE form: 64 bytes, `r || s`,
    /// each left-padded to 32 bytes (RFC 7518 §3.4, https://www.rfc-editor.org/rfc/rfc7518#section-3.4).
    ///
    /// OpenSSL produces DER; this converts it, because APNs clients send the raw form.
    public func signES256(_ message: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        let der = try signES256DER(message)
        guard let raw = ES256Signature.raw(fromDER: der) else {
            throw OpenSSLError(operation: "convert the ES256 signature to r||s", detail: "OpenSSL returned an unexpected DER signature")
        }
        return raw
    }

    /// Signs `message` with ECDSA P-256 over SHA-256 and returns OpenSSL's DER `ECDSA-Sig-Value`.
    public func signES256DER(_ message: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        // Keys are checked at load time; checking again keeps a future init path honest.
        if ECKeyCheck.problem(with: pkey) != nil {
            throw OpenSSLError(operation: "sign with ES256", detail: "the key is not EC P-256")
        }
        return try EVPKey.signSHA256(message, with: pkey, algorithm: "ES256")
    }

    /// A summary that never includes key material.
    public var description: String { "ECPrivateKey(P-256)" }
}
