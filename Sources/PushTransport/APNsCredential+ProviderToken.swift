import PushCrypto

extension APNsCredential {
    /// The provider token for the next request from `tokens`, or nil on a certificate connection.
    func providerToken(from tokens: ProviderTokenCache) throws(OpenSSLError) -> String? {
        switch self {
        case .token(let keyID, let teamID, let key):
            return try tokens.token(keyID: keyID, teamID: teamID, key: key)
        case .certificate:
            return nil
        }
    }

    /// A freshly minted token after APNs answered `ExpiredProviderToken` to `rejected`.
    func refreshedProviderToken(after rejected: String, from tokens: ProviderTokenCache) throws(OpenSSLError) -> String? {
        switch self {
        case .token(let keyID, let teamID, let key):
            return try tokens.tokenAfterExpiredProviderToken(rejected: rejected, keyID: keyID, teamID: teamID, key: key)
        case .certificate:
            return nil
        }
    }

    /// The client identity a certificate connection presents; nil with a token.
    var clientIdentity: ClientIdentity? {
        if case .certificate(let identity) = self { return identity }
        return nil
    }
}
