/// A provider token split into its fields, as the APNs simulator and the token inspector see it.
public struct DecodedProviderJWT: Sendable, Equatable {
    /// The `kid` header field: the Key ID of the signing key.
    public let keyID: String
    /// The `iss` claim: the Team ID.
    public let teamID: String
    /// The `iat` claim in seconds since 1970 UTC.
    public let issuedAt: Int
    /// The `alg` header field; APNs accepts only `ES256`.
    public let algorithm: String
    /// The bytes the signature covers: the first two parts as sent, joined by `.`.
    public let signingInput: [UInt8]
    /// The decoded third part: 64 bytes `r || s` for a well-formed ES256 token.
    public let signature: [UInt8]

    /// Creates a decoded token from its parts; `ProviderJWT.decode(_:)` is the usual way.
    public init(keyID: String, teamID: String, issuedAt: Int, algorithm: String, signingInput: [UInt8], signature: [UInt8]) {
        self.keyID = keyID
        self.teamID = teamID
        self.issuedAt = issuedAt
        self.algorithm = algorithm
        self.signingInput = signingInput
        self.signature = signature
    }

    /// Whether the token says `ES256` and its signature verifies with `key`.
    ///
    /// - Parameter acceptingDER: also accept a DER signature, as made by Apple's `openssl dgst -sign`
    ///   command-line recipe; clients libraries send the 64-byte form, which is always accepted.
    public func verify(with key: ECPublicKey, acceptingDER: Bool = false) -> Bool {
        guard algorithm == ProviderJWT.algorithm else { return false }
        if signature.count == ES256Signature.rawLength {
            return key.verifyES256(signingInput, signature: signature)
        }
        return acceptingDER && key.verifyES256(signingInput, derSignature: signature)
    }
}
