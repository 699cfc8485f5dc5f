import COpenSSL

/// An RSA public key: verifies RS256 signatures, such as the OAuth assertions the FCM simulator receives.
///
/// Loaded from `-----BEGIN PUBLIC KEY-----` (SubjectPublicKeyInfo) PEM, or taken from an `RSAPrivateKey`.
public final class RSAPublicKey: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: the wrapped EVP_PKEY is never mutated after init, and OpenSSL 3 allows
    // concurrent read-only use of one EVP_PKEY (verifying) from many threads (openssl-threads(7)).
    /// The owned OpenSSL key; freed in `deinit`.
    let pkey: OpaquePointer

    /// Loads a public key from `-----BEGIN PUBLIC KEY-----` PEM text.
    /// - Throws: `KeyLoadError` saying what the text holds instead of an RSA public key.
    public init(pem: String) throws(KeyLoadError) {
        pkey = try EVPKey.publicKey(pem: pem, problem: RSAKeyCheck.problem(with:))
    }

    /// Copies the public half of a (private) key through its SubjectPublicKeyInfo DER.
    init(publicPartOf privateKey: OpaquePointer) throws(OpenSSLError) {
        pkey = try EVPKey.publicCopy(of: privateKey)
    }

    deinit {
        EVP_PKEY_free(pkey)
    }

    /// The key as `-----BEGIN PUBLIC KEY-----` PEM.
    public func pem() -> String {
        EVPKey.publicPEM(pkey)
    }

    /// Whether `signature` is a valid RSASSA-PKCS1-v1_5 SHA-256 signature (RS256, RFC 7518 §3.3) of `message`.
    public func verifyRS256(_ message: [UInt8], signature: [UInt8]) -> Bool {
        EVPKey.verifySHA256(message, signature: signature, with: pkey)
    }

    /// A summary; the PEM is available through `pem()`.
    public var description: String { "RSAPublicKey(\(EVP_PKEY_get_bits(pkey)) bits)" }
}
