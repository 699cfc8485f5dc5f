import COpenSSL
import COpenSSLShims

/// The OpenSSL steps every key wrapper shares (EC for APNs, RSA for FCM), on a raw `EVP_PKEY`,
/// so loading, copying, signing and verifying are written once.
enum EVPKey {
    /// Loads the first `-----BEGIN PUBLIC KEY-----` block of `pem` and vets it with `problem`.
    static func publicKey(pem: String, problem: (OpaquePointer) -> KeyLoadError.Reason?) throws(KeyLoadError) -> OpaquePointer {
        let document = PEMDocument(pem)
        guard let firstBlock = document.blocks.first else { throw KeyLoadError(.notPEM) }
        guard let block = document.first(labeled: ["PUBLIC KEY"]) else {
            throw KeyLoadError(.notAPublicKey(foundLabel: firstBlock.label))
        }
        OpenSSLErrorQueue.clear()
        let loaded: OpaquePointer? = MemoryBIO.reading(block.text) { bio in PEM_read_bio_PUBKEY(bio, nil, nil, nil) }
        guard let pkey = loaded else { throw KeyLoadError(.damaged(detail: OpenSSLErrorQueue.drain())) }
        return try vetted(pkey, problem: problem)
    }

    /// Decodes one private-key PEM block, decrypting it with `passphrase` when it is encrypted.
    /// PEM labels a private key may come under, whatever its type (the type is checked after loading).
    static let privateKeyLabels: Set<String> = [
        "PRIVATE KEY", "ENCRYPTED PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "DSA PRIVATE KEY",
    ]

    /// The first private key in `pem`, accepted by `problem`: the one loading path for every key type,
    /// with the same errors for a missing PEM block, another kind of block or a missing passphrase.
    static func loadPrivateKey(pem: String, passphrase: String?,
                               problem: (OpaquePointer) -> KeyLoadError.Reason?) throws(KeyLoadError) -> OpaquePointer {
        let document = PEMDocument(pem)
        guard let firstBlock = document.blocks.first else { throw KeyLoadError(.notPEM) }
        guard let block = document.first(labeled: privateKeyLabels) else {
            throw KeyLoadError(.notAPrivateKey(foundLabel: firstBlock.label))
        }
        if block.isEncrypted && passphrase == nil { throw KeyLoadError(.passphraseRequired) }
        return try vetted(privateKey(block, passphrase: passphrase), problem: problem)
    }

    static func privateKey(_ block: PEMDocument.Block, passphrase: String?) throws(KeyLoadError) -> OpaquePointer {
        OpenSSLErrorQueue.clear()
        let pkey: OpaquePointer? = MemoryBIO.reading(block.text) { bio in
            withPassphrase(passphrase) { userData in
                // Always pass a callback: OpenSSL's default one would prompt on the terminal.
                PEM_read_bio_PrivateKey(bio, nil, passphraseCallback, userData)
            }
        }
        guard let pkey else {
            let detail = OpenSSLErrorQueue.drain()
            throw KeyLoadError(block.isEncrypted ? .wrongPassphrase(detail: detail) : .damaged(detail: detail))
        }
        return pkey
    }

    /// A new key holding only the public half of `privateKey`, copied through its SubjectPublicKeyInfo DER.
    static func publicCopy(of privateKey: OpaquePointer) throws(OpenSSLError) -> OpaquePointer {
        OpenSSLErrorQueue.clear()
        var derStart: UnsafeMutablePointer<UInt8>?
        let length = i2d_PUBKEY(privateKey, &derStart)
        guard length > 0, let derStart else { throw .drained("export the public key") }
        defer { pt_openssl_free(derStart) }
        var cursor: UnsafePointer<UInt8>? = UnsafePointer(derStart)
        guard let pkey = d2i_PUBKEY(nil, &cursor, Int(length)) else { throw .drained("import the public key") }
        return pkey
    }

    /// `EVP_DigestSign` over SHA-256: DER ECDSA for an EC key, PKCS#1 v1.5 for an RSA key.
    /// - Parameter algorithm: the JWS name (`ES256`, `RS256`) for error messages.
    static func signSHA256(_ message: [UInt8], with pkey: OpaquePointer, algorithm: String) throws(OpenSSLError) -> [UInt8] {
        OpenSSLErrorQueue.clear()
        guard let context = EVP_MD_CTX_new() else { throw .drained("create a signing context") }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, pkey) == 1 else {
            throw .drained("start an \(algorithm) signature")
        }
        var length = 0
        guard EVP_DigestSign(context, nil, &length, message, message.count) == 1 else {
            throw .drained("size an \(algorithm) signature")
        }
        var signature = [UInt8](repeating: 0, count: length)
        guard EVP_DigestSign(context, &signature, &length, message, message.count) == 1 else {
            throw .drained("sign with \(algorithm)")
        }
        return Array(signature.prefix(length))
    }

    /// Whether `signature` verifies over SHA-256 of `message` with `pkey`; a failure is an answer, not an error.
    static func verifySHA256(_ message: [UInt8], signature: [UInt8], with pkey: OpaquePointer) -> Bool {
        guard let context = EVP_MD_CTX_new() else { return false }
        defer {
            EVP_MD_CTX_free(context)
            // A failed verification is an answer, not an error to report later.
            OpenSSLErrorQueue.clear()
        }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, pkey) == 1 else { return false }
        return EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
    }

    /// Frees `pkey` and throws when `problem` finds it unusable; otherwise hands it back.
    static func vetted(_ pkey: OpaquePointer, problem: (OpaquePointer) -> KeyLoadError.Reason?) throws(KeyLoadError) -> OpaquePointer {
        if let reason = problem(pkey) {
            EVP_PKEY_free(pkey)
            throw KeyLoadError(reason)
        }
        return pkey
    }

    /// A fresh random key of OpenSSL `type` (`EC`, `RSA`), with `configure` setting its parameters.
    /// - Parameter what: the key for error messages, such as "a P-256 key".
    static func generate(type: String, what: String, configure: (OpaquePointer) -> Bool) throws(OpenSSLError) -> OpaquePointer {
        OpenSSLErrorQueue.clear()
        guard let context = EVP_PKEY_CTX_new_from_name(nil, type, nil) else {
            throw .drained("create an \(type) key generator")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var pkey: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1, configure(context), EVP_PKEY_generate(context, &pkey) == 1, let pkey else {
            throw .drained("generate \(what)")
        }
        return pkey
    }

    /// The private key as unencrypted PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`); secret material.
    static func pkcs8PEM(_ pkey: OpaquePointer) -> String {
        // Writing a valid in-memory key to a memory BIO only fails when allocation fails.
        MemoryBIO.writtenText { bio in PEM_write_bio_PKCS8PrivateKey(bio, pkey, nil, nil, 0, nil, nil) } ?? ""
    }

    /// The public key as `-----BEGIN PUBLIC KEY-----` PEM.
    static func publicPEM(_ pkey: OpaquePointer) -> String {
        MemoryBIO.writtenText { bio in PEM_write_bio_PUBKEY(bio, pkey) } ?? ""
    }
}
