import PushCrypto
import PushSimulator

/// A provider signing key generated at test time, with the key ID and team ID it is trusted for.
public struct ProviderKey: Sendable {
    /// The JWT header `kid`.
    public let keyID: String
    /// The JWT claim `iss`.
    public let teamID: String
    /// The freshly generated P-256 key.
    public let privateKey: ECPrivateKey

    /// Generates a new key for `keyID` and `teamID`.
    public init(keyID: String = "KEY1234567", teamID: String = "TEAM123456") throws {
        self.keyID = keyID
        self.teamID = teamID
        privateKey = try ECPrivateKey.generateP256()
    }

    /// The simulator's view of this key.
    public var trusted: TrustedKey { TrustedKey(keyID: keyID, teamID: teamID, publicKey: privateKey.publicKey) }

    /// A provider token issued at `issuedAt` (epoch seconds).
    public func jwt(issuedAt: Int) throws -> String {
        try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt, key: privateKey)
    }

    /// `bearer <jwt>` issued at `issuedAt` (epoch seconds), for the `authorization` header.
    public func authorization(issuedAt: Int) throws -> String {
        "bearer " + (try jwt(issuedAt: issuedAt))
    }
}
