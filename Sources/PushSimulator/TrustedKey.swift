import PushCrypto

/// A provider signing key the simulator accepts, as APNs knows the keys of a developer team.
///
/// A JWT is valid when its `kid` names one of these keys, its `iss` is that key's team, and the
/// ES256 signature verifies with `publicKey`; see
/// [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
public struct TrustedKey: Sendable {
    /// The 10-character key ID (`kid` in the JWT header).
    public var keyID: String
    /// The 10-character team ID (`iss` in the JWT claims) that owns the key.
    public var teamID: String
    /// The public half of the `.p8` key.
    public var publicKey: ECPublicKey

    /// Trusts `publicKey` for tokens with this key ID and team ID.
    public init(keyID: String, teamID: String, publicKey: ECPublicKey) {
        self.keyID = keyID
        self.teamID = teamID
        self.publicKey = publicKey
    }
}
