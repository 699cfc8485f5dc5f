import PushCore

/// What the console needs to know about one finished push: the runner turns the transport's
/// result into this, so the console does not depend on the transport.
public struct SendAnswer: Sendable, Equatable {
    /// How the push ended.
    public var outcome: PushOutcome
    /// APNs's answer, when one arrived.
    public var response: APNsResponse?
    /// The HTTP status of an answer that is not APNs's (FCM's), when one arrived.
    public var httpStatus: Int?
    /// The name FCM gave an accepted message (`projects/…/messages/…`).
    public var fcmMessageName: String?
    /// FCM's error code for a refused message, such as `UNREGISTERED`.
    public var fcmErrorCode: FCMErrorCode?
    /// Why no answer arrived or the push was not sent (curl's message, a signing failure).
    public var failure: String?
    /// Milliseconds the push took.
    public var latencyMilliseconds: Int
    /// The ID of the `.p8` key that signed the push's provider token (never the token itself);
    /// nil for a certificate connection, FCM and broadcasts.
    public var keyID: String?

    public init(outcome: PushOutcome, response: APNsResponse? = nil, failure: String? = nil, latencyMilliseconds: Int = 0,
                keyID: String? = nil, httpStatus: Int? = nil,
                fcmMessageName: String? = nil, fcmErrorCode: FCMErrorCode? = nil) {
        self.httpStatus = httpStatus
        self.fcmMessageName = fcmMessageName
        self.fcmErrorCode = fcmErrorCode
        self.outcome = outcome
        self.response = response
        self.failure = failure
        self.latencyMilliseconds = latencyMilliseconds
        self.keyID = keyID
    }
}
