/// What FCM answered to one send, classified.
///
/// Success is 200 (and nothing else) with `{"name": "projects/<id>/messages/<id>"}`; an error is
/// `{"error": {"code", "message", "status", "details": [{"@type": "…FcmError", "errorCode"}]}}`.
/// Classification uses the FcmError `errorCode` first, then the generic `status`, then the HTTP
/// status. See https://firebase.google.com/docs/cloud-messaging/error-codes
public struct FCMResponse: Sendable, Equatable {
    /// The `@type` of the detail that carries FCM's own error code.
    public static let fcmErrorType = "type.googleapis.com/google.firebase.fcm.v1.FcmError"

    /// The HTTP status.
    public let status: Int
    /// The classification.
    public let outcome: PushOutcome
    /// The message resource name on success.
    public let messageName: String?
    /// The FcmError detail's code, when there is one.
    public let errorCode: FCMErrorCode?
    /// The generic canonical status, such as `NOT_FOUND`.
    public let errorStatus: String?
    /// Google's own text, kept raw.
    public let errorMessage: String?

    /// Parses and classifies a response.
    public init(status: Int, body: [UInt8]) {
        self.status = status
        let json = try? JSONParser.parse(body)
        let error = json?["error"]
        messageName = status == PushOutcome.acceptedStatus ? json?["name"]?.stringValue : nil
        errorStatus = error?["status"]?.stringValue
        errorMessage = error?["message"]?.stringValue
        if case .array(let details)? = error?["details"] {
            errorCode = details.first { $0["@type"]?.stringValue == Self.fcmErrorType }?["errorCode"]?.stringValue
                .map(FCMErrorCode.init(rawValue:))
        } else {
            errorCode = nil
        }
        if status == PushOutcome.acceptedStatus {
            outcome = .delivered
        } else if PushOutcome.isUnexpectedSuccess(status) {
            outcome = .failed
        } else if let errorCode {
            outcome = errorCode.outcome
        } else {
            outcome = Self.outcome(forStatus: errorStatus) ?? PushOutcome(status: status)
        }
    }

    /// A 401 without an FcmError detail: the OAuth access token expired or is invalid, so a fresh one
    /// may succeed. (`THIRD_PARTY_AUTH_ERROR` is also 401 but means the Firebase project's credentials.)
    public var isAccessTokenRejected: Bool { status == 401 && errorCode == nil }

    /// The code to show: FCM's own code, else the generic status, else the HTTP status (`unexpected
    /// status 201` for a 2xx other than 200, which FCM HTTP v1 never sends for a message).
    public var reasonText: String {
        if PushOutcome.isUnexpectedSuccess(status) { return "unexpected status \(status)" }
        return errorCode?.rawValue ?? errorStatus ?? "HTTP \(status)"
    }

    private static func outcome(forStatus status: String?) -> PushOutcome? {
        switch status {
        case "INVALID_ARGUMENT", "FAILED_PRECONDITION": return .invalidMessage
        case "NOT_FOUND": return .invalidTarget
        case "UNAUTHENTICATED", "PERMISSION_DENIED": return .unauthorized
        case "RESOURCE_EXHAUSTED": return .rateLimited
        case "UNAVAILABLE", "INTERNAL", "DEADLINE_EXCEEDED": return .unavailable
        default: return nil
        }
    }
}
