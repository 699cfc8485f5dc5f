import Foundation

/// The OAuth 2.0 JWT-bearer assertion (RFC 7523) a service account exchanges for an FCM access token.
///
/// Header `{"alg":"RS256","typ":"JWT","kid":"<private_key_id>"}`; claims `iss` (client email),
/// `scope` (firebase.messaging), `aud` (the token URI), `iat`, `exp` (at most one hour after `iat`).
/// See https://developers.google.com/identity/protocols/oauth2/service-account#authorizingrequests
public enum ServiceAccountAssertion {
    /// The only signing algorithm Google accepts for service-account assertions.
    public static let algorithm = "RS256"
    /// The OAuth scope FCM HTTP v1 sends need.
    public static let messagingScope = "https://www.googleapis.com/auth/firebase.messaging"
    /// The longest lifetime Google accepts: `exp` may be at most one hour after `iat`.
    public static let maximumLifetime = 3600

    /// Signs an assertion.
    ///
    /// - Parameters:
    ///   - account: the service account; its `tokenURI` becomes `aud`.
    ///   - issuedAt: seconds since 1970 UTC (`iat`).
    ///   - lifetime: seconds until `exp`; clamped to `1...maximumLifetime`.
    /// - Returns: the compact JWT for `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<jwt>`.
    public static func sign(account: ServiceAccount, issuedAt: Int, lifetime: Int = maximumLifetime) throws(OpenSSLError) -> String {
        let keyID = account.privateKeyID.isEmpty ? "" : #","kid":\#(JSONString.quoted(account.privateKeyID))"#
        let header = #"{"alg":"\#(algorithm)","typ":"JWT"\#(keyID)}"#
        let expiry = issuedAt + min(max(lifetime, 1), maximumLifetime)
        let claims = #"{"iss":\#(JSONString.quoted(account.clientEmail)),"scope":\#(JSONString.quoted(messagingScope)),"#
            + #""aud":\#(JSONString.quoted(account.tokenURI)),"iat":\#(issuedAt),"exp":\#(expiry)}"#
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        let signature = try account.privateKey.signRS256(Array(signingInput.utf8))
        return signingInput + "." + Base64URL.encode(signature)
    }

    /// Splits and parses an assertion without checking its signature (see `DecodedAssertion.verify(with:)`).
    public static func decode(_ jwt: String) throws(JWTDecodeError) -> DecodedAssertion {
        let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .wrongPartCount(found: parts.count) }
        let header = try object(parts[0], .header)
        let claims = try object(parts[1], .claims)
        guard let signature = Base64URL.decode(String(parts[2])) else { throw .notBase64URL(.signature) }
        func text(_ fields: [String: Any], _ name: String, _ part: JWTDecodeError.Part) throws(JWTDecodeError) -> String {
            guard let value = fields[name] else { throw .missingField(part, name: name) }
            guard let text = value as? String else { throw .wrongFieldType(part, name: name, expected: "a string") }
            return text
        }
        func number(_ name: String) throws(JWTDecodeError) -> Int {
            guard let value = claims[name] else { throw .missingField(.claims, name: name) }
            guard let number = value as? NSNumber, !(value is Bool) else {
                throw .wrongFieldType(.claims, name: name, expected: "a number of seconds")
            }
            return number.intValue
        }
        return DecodedAssertion(
            algorithm: try text(header, "alg", .header), keyID: header["kid"] as? String ?? "",
            issuer: try text(claims, "iss", .claims), scope: try text(claims, "scope", .claims),
            audience: try text(claims, "aud", .claims), issuedAt: try number("iat"), expiresAt: try number("exp"),
            signingInput: Array(parts[0].utf8) + Array(".".utf8) + Array(parts[1].utf8), signature: signature)
    }

    private static func object(_ part: Substring, _ which: JWTDecodeError.Part) throws(JWTDecodeError) -> [String: Any] {
        guard let bytes = Base64URL.decode(String(part)) else { throw .notBase64URL(which) }
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
                throw JWTDecodeError.notJSONObject(which, detail: "not an object")
            }
            return object
        } catch let error as JWTDecodeError {
            throw error
        } catch {
            throw .notJSONObject(which, detail: error.localizedDescription)
        }
    }
}

/// A service-account assertion split into its fields, as the FCM simulator's token endpoint sees it.
public struct DecodedAssertion: Sendable, Equatable {
    /// The `alg` header field; Google accepts only `RS256`.
    public let algorithm: String
    /// The `kid` header field, or empty.
    public let keyID: String
    /// The `iss` claim: the service account's client email.
    public let issuer: String
    /// The `scope` claim: space-separated OAuth scopes.
    public let scope: String
    /// The `aud` claim: the token endpoint.
    public let audience: String
    /// The `iat` claim in seconds since 1970 UTC.
    public let issuedAt: Int
    /// The `exp` claim in seconds since 1970 UTC.
    public let expiresAt: Int
    /// The bytes the signature covers: the first two parts as sent, joined by `.`.
    public let signingInput: [UInt8]
    /// The decoded third part.
    public let signature: [UInt8]

    /// Whether the assertion says `RS256` and its signature verifies with `key`.
    public func verify(with key: RSAPublicKey) -> Bool {
        algorithm == ServiceAccountAssertion.algorithm && key.verifyRS256(signingInput, signature: signature)
    }
}
