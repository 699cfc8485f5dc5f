import Foundation
import PushCore
import PushCrypto

/// The token-authentication rules APNs applies per connection, from
/// [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns):
/// the JWT must verify with a trusted key of its team, be at most an hour old, keep the key ID the
/// connection started with, and not change more than once per 20 minutes on a connection.
struct ProviderTokenGate {
    static let maximumTokenAge: TimeInterval = 60 * 60
    static let minimumTokenLifetime: TimeInterval = 20 * 60

    /// Whether any request on this connection carried a valid token (lifts the one-stream limit).
    private(set) var hasAcceptedToken = false
    /// Records that the connection presented a valid FCM access token, which lifts the
    /// one-stream limit as a valid provider token does.
    mutating func noteAcceptedAccessToken() {
        hasAcceptedToken = true
    }

    private var boundKeyID: String?
    private var current: (token: String, issuedAt: Int, firstUse: Date)?

    /// Nil when the request may proceed, else the reason APNs would reject it with (all 403 but
    /// `TooManyProviderTokenUpdates`, 429).
    mutating func check(authorization: String?, trustedKeys: [String: TrustedKey], now: Date) -> APNsReason? {
        guard let token = Self.bearerToken(authorization) else {
            return .missingProviderToken
        }
        if let current, current.token == token {
            return isExpired(issuedAt: current.issuedAt, now: now) ? .expiredProviderToken : nil
        }
        guard let decoded = try? ProviderJWT.decode(token),
              decoded.algorithm == "ES256",
              let key = trustedKeys[decoded.keyID],
              key.teamID == decoded.teamID,
              // Apple's own command-line recipe signs DER, so APNs evidently takes both encodings.
              decoded.verify(with: key.publicKey, acceptingDER: true)
        else {
            return .invalidProviderToken
        }
        if isExpired(issuedAt: decoded.issuedAt, now: now) {
            return .expiredProviderToken
        }
        if let boundKeyID, boundKeyID != decoded.keyID {
            return .unrelatedKeyIDInToken
        }
        if let current, now.timeIntervalSince(current.firstUse) < Self.minimumTokenLifetime {
            return .tooManyProviderTokenUpdates
        }
        boundKeyID = decoded.keyID
        current = (token, decoded.issuedAt, now)
        hasAcceptedToken = true
        return nil
    }

    private func isExpired(issuedAt: Int, now: Date) -> Bool {
        now.timeIntervalSince1970 - Double(issuedAt) > Self.maximumTokenAge
    }

    /// The JWT of an `authorization: bearer <jwt>` header (scheme matched case-insensitively);
    /// nil when there is no usable token at all.
    private static func bearerToken(_ authorization: String?) -> String? {
        guard let authorization else { return nil }
        let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard let scheme = parts.first else { return nil }
        // Another scheme still carries a credential: APNs calls that invalid, not missing.
        guard scheme.lowercased() == "bearer" else { return authorization }
        guard parts.count == 2 else { return nil }
        var token = parts[1]
        while token.first == " " || token.first == "\t" { token.removeFirst() }
        while token.last == " " || token.last == "\t" { token.removeLast() }
        return token.isEmpty ? nil : String(token)
    }
}
