import Foundation

/// APNs provider authentication tokens: ES256 JWTs naming a key and a team.
///
/// Header `{"alg":"ES256","kid":"<key ID>"}`, claims `{"iss":"<team ID>","iat":<seconds>}`, each
/// base64url without padding, joined with `.`, followed by the 64-byte `r || s` signature.
/// See https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns
public enum ProviderJWT {
    /// The only signing algorithm APNs accepts.
    public static let algorithm = "ES256"

    /// Signs a provider token.
    ///
    /// - Parameters:
    ///   - keyID: the 10-character Key ID of the `.p8` key (`kid`).
    ///   - teamID: the 10-character Team ID (`iss`).
    ///   - issuedAt: seconds since 1970 UTC (`iat`); APNs rejects tokens older than one hour.
    ///   - key: the `.p8` key.
    /// - Returns: the compact JWT, to be sent as `authorization: bearer <jwt>`.
    public static func sign(keyID: String, teamID: String, issuedAt: Int, key: ECPrivateKey) throws(OpenSSLError) -> String {
        let header = #"{"alg":"\#(algorithm)","kid":\#(JSONString.quoted(keyID))}"#
        let claims = #"{"iss":\#(JSONString.quoted(teamID)),"iat":\#(issuedAt)}"#
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        let signature = try key.signES256(Array(signingInput.utf8))
        return signingInput + "." + Base64URL.encode(signature)
    }

    /// Splits and parses a provider token without checking its signature (see `DecodedProviderJWT.verify(with:)`).
    ///
    /// `iat` may be a JSON number or a numeric string, because APNSwift sends a string and APNs accepts it.
    /// Extra header and claim fields (such as `typ`) are ignored.
    public static func decode(_ jwt: String) throws(JWTDecodeError) -> DecodedProviderJWT {
        let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .wrongPartCount(found: parts.count) }
        let header: ProviderJWTHeader = try ProviderJWTFields.decode(parts[0], as: .header)
        let claims: ProviderJWTClaims = try ProviderJWTFields.decode(parts[1], as: .claims)
        guard let signature = Base64URL.decode(String(parts[2])) else { throw .notBase64URL(.signature) }
        return DecodedProviderJWT(
            keyID: header.kid, teamID: claims.iss, issuedAt: claims.iat.value, algorithm: header.alg,
            signingInput: Array(parts[0].utf8) + Array(".".utf8) + Array(parts[1].utf8), signature: signature)
    }

    /// The token shortened for display: `…` and its last 8 characters, which identify it without making it usable.
    public static func shortened(_ jwt: String) -> String {
        "…" + jwt.suffix(8)
    }
}
