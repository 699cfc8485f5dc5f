import COpenSSL
import COpenSSLShims

/// An RSA private key: the signing key of a Google service account, or one made for tests and the simulator.
///
/// Service-account JSON carries it as PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`); the PKCS#1 form
/// (`-----BEGIN RSA PRIVATE KEY-----`) is accepted too.
/// See https://developers.google.com/identity/protocols/oauth2/service-account
///
/// The key is never printed: `description` names only the key type and size.
public final class RSAPrivateKey: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: the wrapped EVP_PKEY is never mutated after init, and OpenSSL 3 allows
    // concurrent read-only use of one EVP_PKEY (signing) from many threads (openssl-threads(7)).
    /// The owned OpenSSL key; freed in `deinit`.
    let pkey: OpaquePointer
    /// The matching public key, for verifying what this key signs.
    public let publicKey: RSAPublicKey

    /// Loads a key from unencrypted PEM text.
    /// - Throws: `KeyLoadError` saying what the text holds instead of an RSA private key.
    public convenience init(pem: String) throws(KeyLoadError) {
        let pkey = try EVPKey.loadPrivateKey(pem: pem, passphrase: nil, problem: RSAKeyCheck.problem(with:))
        do {
            try self.init(vetted: pkey)
        } catch {
            throw KeyLoadError(.damaged(detail: error.detail))
        }
    }

    /// Takes ownership of a key that `RSAKeyCheck` accepts (freeing it if its public half cannot be copied).
    private init(vetted pkey: OpaquePointer) throws(OpenSSLError) {
        do {
            self.publicKey = try RSAPublicKey(publicPartOf: pkey)
        } catch {
            EVP_PKEY_free(pkey)
            throw error
        }
        self.pkey = pkey
    }

    deinit {
        EVP_PKEY_free(pkey)
    }

    /// Makes a fresh random 2048-bit RSA key, for the simulator's demo account and tests.
    public static func generate() throws(OpenSSLError) -> RSAPrivateKey {
        let pkey = try EVPKey.generate(type: "RSA", what: "an RSA key") {
            EVP_PKEY_CTX_set_rsa_keygen_bits($0, RSAKeyCheck.minimumBits) == 1
        }
        return try RSAPrivateKey(vetted: pkey)
    }

    /// The key as unencrypted PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`), the service-account form.
    ///
    /// This is secret material: write it only to a file with mode 0600, never to a log.
    public func pkcs8PEM() -> String {
        EVPKey.pkcs8PEM(pkey)
    }

    /// Signs `message` with RSASSA-PKCS1-v1_5 over SHA-256 (RS256, RFC 7518 §3.3,
    /// https://www.rfc-editor.org/rfc/rfc7518#section-3.3).
    ///
    /// OpenSSL's output is already the JWS form, so unlike ES256 there is no conversion.
    public func signRS256(_ message: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        try EVPKey.signSHA256(message, with: pkey, algorithm: "RS256")
    }

    /// A summary that never includes key material.
    public var description: String { "RSAPrivateKey(\(EVP_PKEY_get_bits(pkey)) bits)" }
}
