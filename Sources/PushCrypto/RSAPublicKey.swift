import COpenSSL
import CShims

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
        let document = PEMDocument(pem)
        guard let firstBlock = document.blocks.first else { throw KeyLoadError(.notPEM) }
        guard let block = document.first(labeled: ["PUBLIC KEY"]) else {
            throw KeyLoadError(.notAPublicKey(foundLabel: firstBlock.label))
        }
        OpenSSLErrorQueue.clear()
        let loaded: OpaquePointer? = MemoryBIO.reading(block.text) { bio in PEM_read_bio_PUBKEY(bio, nil, nil, nil) }
        guard let pkey = loaded else { throw KeyLoadError(.damaged(detail: OpenSSLErrorQueue.drain())) }
        if let problem = RSAKeyCheck.problem(with: pkey) {
            EVP_PKEY_free(pkey)
            throw KeyLoadError(problem)
        }
        self.pkey = pkey
    }

    /// Copies the public half of a (private) key through its SubjectPublicKeyInfo DER.
    init(publicPartOf privateKey: OpaquePointer) throws(OpenSSLError) {
        OpenSSLErrorQueue.clear()
        var derStart: UnsafeMutablePointer<UInt8>?
        let length = i2d_PUBKEY(privateKey, &derStart)
        guard length > 0, let derStart else { throw .drained("export the public key") }
        defer { pt_openssl_free(derStart) }
        var cursor: UnsafePointer<UInt8>? = UnsafePointer(derStart)
        guard let pkey = d2i_PUBKEY(nil, &cursor, Int(length)) else { throw .drained("import the public key") }
        self.pkey = pkey
    }

    deinit {
        EVP_PKEY_free(pkey)
    }

    /// The key as `-----BEGIN PUBLIC KEY-----` PEM.
    public func pem() -> String {
        // Writing a valid in-memory key to a memory BIO only fails when allocation fails.
        MemoryBIO.writtenText { bio in PEM_write_bio_PUBKEY(bio, pkey) } ?? ""
    }

    /// Whether `signature` is a valid RSASSA-PKCS1-v1_5 SHA-256 signature (RS256, RFC 7518 §3.3) of `message`.
    public func verifyRS256(_ message: [UInt8], signature: [UInt8]) -> Bool {
        guard let context = EVP_MD_CTX_new() else { return false }
        defer {
            EVP_MD_CTX_free(context)
            // A failed verification is an answer, not an error to report later.
            OpenSSLErrorQueue.clear()
        }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, pkey) == 1 else { return false }
        return EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
    }

    /// A summary; the PEM is available through `pem()`.
    public var description: String { "RSAPublicKey(\(EVP_PKEY_get_bits(pkey)) bits)" }
}
