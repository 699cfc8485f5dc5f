import Foundation
import PushCore

/// What a provider token says, for debugging a 403 from any tool: its header and claims, its age
/// against APNs's one-hour limit, the form of its signature and, given a key, whether that key's
/// public half verifies it. The token itself is shown shortened; control characters in what it
/// claims are made visible.
public struct ProviderTokenInspection: Sendable {
    /// The token as decoded.
    public let decoded: DecodedProviderJWT
    /// The report, one `name       value` line each.
    public private(set) var lines: [String]
    /// Whether APNs would take the token: ES256, not expired, not from the future, and signed by
    /// the key it was checked against (when it was).
    public private(set) var isUsable: Bool

    /// Inspects `text` at `now` (UNIX seconds): the token, with surrounding blanks and an
    /// `authorization:` / `bearer` prefix removed, so a header copied from a log works as is.
    public init(_ text: String, now: Int) throws(JWTDecodeError) {
        let token = Self.bareToken(text)
        decoded = try ProviderJWT.decode(token)
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        let age = ProviderTokenAge(issuedAt: decoded.issuedAt, now: now)
        lines = [
            "token      \(ProviderJWT.shortened(token)) (\(token.utf8.count) characters)",
            "header     \(Self.printable(parts[0]))",
            "claims     \(Self.printable(parts[1]))",
            "key ID     \(Self.printable(decoded.keyID)) (kid)",
            "team ID    \(Self.printable(decoded.teamID)) (iss)",
            "issued at  \(decoded.issuedAt) = \(Self.timestamp(decoded.issuedAt)) (iat)",
            "age        \(age.summary)",
            "signature  \(Self.signatureForm(decoded))",
        ]
        isUsable = decoded.algorithm == ProviderJWT.algorithm && !age.isExpired && !age.isInFuture
        if decoded.algorithm != ProviderJWT.algorithm {
            lines.append("algorithm  \(Self.printable(decoded.algorithm)): APNs accepts only ES256 (InvalidProviderToken)")
        }
    }

    /// The token of `text` without blanks or an `authorization:` / `bearer` prefix; empty when none.
    public static func bareToken(_ text: String) -> String {
        var token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for prefix in ["authorization:", "bearer "] where token.lowercased().hasPrefix(prefix) {
            token = String(token.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        return token
    }

    /// Checks the signature against `key`, read from `keyFile`, whose IDs (when known) the token's
    /// claims should name; the verdict joins ``isUsable`` and the report gains its lines.
    public mutating func check(against key: ECPrivateKey, keyFile: String, keyID: String?, teamID: String?) {
        let verified = decoded.verify(with: key.publicKey, acceptingDER: true)
        lines.append(verified
            ? "signed by  \(keyFile): the signature verifies with its public key"
            : "signed by  not \(keyFile): the signature does not verify with its public key (APNs: InvalidProviderToken)")
        for (name, claimed, expected) in [("key ID", decoded.keyID, keyID), ("team ID", decoded.teamID, teamID)] {
            if let expected, expected != claimed {
                lines.append("mismatch   the token's \(name) is \(Self.printable(claimed)), the key's is \(expected)")
            }
        }
        isUsable = isUsable && verified
    }

    /// What the signature part holds: APNs clients send 64 bytes r‖s; Apple's openssl recipe makes DER.
    private static func signatureForm(_ decoded: DecodedProviderJWT) -> String {
        if decoded.signature.count == ES256Signature.rawLength { return "64 bytes r‖s (ES256, as client libraries send it)" }
        if ES256Signature.raw(fromDER: decoded.signature) != nil {
            return "\(decoded.signature.count) bytes DER (as Apple's openssl recipe makes it; client libraries send 64 bytes r‖s)"
        }
        return "\(decoded.signature.count) bytes: neither ES256 form (64 bytes r‖s or DER)"
    }

    /// A base64url part decoded for display, or the field text, with control characters made visible.
    private static func printable(_ part: Substring) -> String {
        printable(Base64URL.decode(String(part)).map { String(decoding: $0, as: UTF8.self) } ?? "")
    }

    private static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
    }

    private static func timestamp(_ seconds: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
