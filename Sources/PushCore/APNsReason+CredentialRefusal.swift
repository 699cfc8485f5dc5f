extension APNsReason {
    /// The 403 reasons by which APNs refuses the credentials themselves (the provider token's key,
    /// team or key ID, or the client certificate), not the push: every later push on the same
    /// credentials would be refused the same way, and Apple warns that repeating them looks like
    /// abuse. `ExpiredProviderToken` is not one: a fresh token cures it. See
    /// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    public static let credentialRefusals: Set<APNsReason> = [
        .invalidProviderToken, .missingProviderToken, .badCertificate, .badCertificateEnvironment, .forbidden,
    ]
}
