import PushCrypto

/// A `.p8` signing key with the IDs that go into the provider tokens it signs.
public struct SigningKey: Sendable {
    /// The key's 10-character Key ID.
    public let keyID: String
    /// The 10-character Team ID.
    public let teamID: String
    /// The key.
    public let key: ECPrivateKey

    /// A key with its IDs.
    public init(keyID: String, teamID: String, key: ECPrivateKey) {
        self.keyID = keyID
        self.teamID = teamID
        self.key = key
    }
}
