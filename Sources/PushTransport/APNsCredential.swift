import PushCrypto

/// How an `APNsClient` proves who it is to APNs.
public enum APNsCredential: Sendable {
    /// Token-based authentication: a .p8 signing key and the IDs that go into the provider JWT.
    /// See [Establishing a token-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
    case token(keyID: String, teamID: String, key: ECPrivateKey)

    /// Certificate-based authentication: the provider certificate and its key, presented in the
    /// TLS handshake. The connection itself is authenticated, so requests carry no `authorization`.
    /// See [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns).
    case certificate(ClientIdentity)
}
