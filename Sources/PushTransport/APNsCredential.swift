import PushCrypto

/// How an `APNsClient` proves who it is to APNs.
public enum APNsCredential: Sendable {
    /// Token-based authentication: a .p8 signing key and the IDs that go into the provider JWT.
    case token(keyID: String, teamID: String, key: ECPrivateKey)
}
