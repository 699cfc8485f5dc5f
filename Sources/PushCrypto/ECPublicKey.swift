import COpenSSL
import COpenSSLShims

/// An EC P-256 public key: verifies provider tokens (the simulator does this) and ES256 signatures.
///
/// Loaded from `-----BEGIN PUBLIC KEY-----` (SubjectPublicKeyInfo) PEM, or taken from an `ECPrivateKey`.
public final class ECPublicKey: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: the wrapped EVP_PKEY is never mutated after init, and OpenSSL 3 allows
    // concurrent read-only use of one EVP_PKEY (verifying) from many threads (openssl-threads(7)).
    /// The owned OpenSSL key; freed in `deinit`.
    let pkey: OpaquePointer

    /// Loads a public key from a PEM file.
    /// - Throws: `KeyLoadError` naming the file and what it holds instead.
    public convenience init(contentsOfFile path: String) throws(KeyLoadError) {
        try self.init(pem: try KeyFile.read(path), file: path)
    }

    /// Loads a public key from the bytes of the PEM file `file`, read by the caller; errors name `file`.
    public convenience init(pem: [UInt8], file: String) throws(KeyLoadError) {
        do {
            try self.init(pem: String(decoding: pem, as: UTF8.self))
        } catch {
            throw error.attributed(to: file)
        }
    }

    /// Loads a public key from `-----BEGIN PUBLIC KEY-----` PEM text.
    /// - Throws: `KeyLoadError` saying what the text holds instead of an EC P-256 public key.
    public init(pem: String) throws(KeyLoadError) {
        pkey = try EVPKey.publicKey(pem: pem, problem: ECKeyCheck.problem(with:))
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

    /// Whether `signature` is a valid ES256 signature of `message` in the JOSE form
    /// (64 bytes, `r || s`, RFC 7518 §3.4, https://www.rfc-editor.org/rfc/rfc7518#section-3.4).
    ///
    /// Any other length is rejected, including a DER signature; use `verifyES256(_:derSignature:)` for those.
    public func verifyES256(_ message: [UInt8], signature: [UInt8]) -> Bool {
        guard let der = ES256Signature.der(fromRaw: signature) else { return false }
        return verifyES256(message, derSignature: der)
    }

    /// Whether `derSignature` is a valid DER `ECDSA-Sig-Value` over SHA-256 of `message`.
    ///
    /// Apple's own command-line recipe signs tokens with `openssl dgst -sign`, which writes DER,
    /// so a simulator may choose to accept this form too.
    public func verifyES256(_ message: [UInt8], derSignature: [UInt8]) -> Bool {
        // Reject trailing bytes and non-canonical encodings before OpenSSL sees them.
        guard let raw = ES256Signature.raw(fromDER: derSignature),
              ES256Signature.der(fromRaw: raw) == derSignature
        else { return false }
        return EVPKey.verifySHA256(message, signature: derSignature, with: pkey)
    }

    /// A summary; the PEM is available through `pem()`.
    public var description: String { "ECPublicKey(P-256)" }
}
