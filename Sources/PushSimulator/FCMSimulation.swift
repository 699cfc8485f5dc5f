import PushCore
import PushCrypto

/// How the simulator imitates FCM HTTP v1: which service accounts it trusts, how long its access
/// tokens live, and scripted errors per registration token.
///
/// See https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send and
/// https://developers.google.com/identity/protocols/oauth2/service-account
public struct FCMSimulation: Sendable {
    /// The token endpoint's path; point a profile's `tokenEndpoint` at `https://host:port/token`.
    public static let tokenPath = "/token"

    /// The service accounts whose assertions are accepted, by client email.
    public var trustedAccounts: [TrustedServiceAccount]
    /// The `expires_in` of issued access tokens, in seconds (Google issues 3600).
    public var accessTokenLifetime: Int
    /// Registration tokens answered with an FCM error instead of success.
    public var tokenErrors: [String: FCMErrorCode]

    /// FCM mode trusting `trustedAccounts`.
    public init(trustedAccounts: [TrustedServiceAccount], accessTokenLifetime: Int = 3600, tokenErrors: [String: FCMErrorCode] = [:]) {
        self.trustedAccounts = trustedAccounts
        self.accessTokenLifetime = accessTokenLifetime
        self.tokenErrors = tokenErrors
    }
}

/// A service account the simulator's token endpoint accepts: an assertion is valid when its `iss`
/// is `clientEmail` and its RS256 signature verifies with `publicKey`.
public struct TrustedServiceAccount: Sendable {
    /// The account's `client_email`.
    public var clientEmail: String
    /// The public half of the account's `private_key`.
    public var publicKey: RSAPublicKey

    /// Trusts `publicKey` for assertions issued by `clientEmail`.
    public init(clientEmail: String, publicKey: RSAPublicKey) {
        self.clientEmail = clientEmail
        self.publicKey = publicKey
    }

    /// Trusts a service account's own key.
    public init(_ account: ServiceAccount) {
        self.init(clientEmail: account.clientEmail, publicKey: account.privateKey.publicKey)
    }
}
