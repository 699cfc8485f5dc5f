/// An FCM error code from a `google.firebase.fcm.v1.FcmError` detail.
///
/// An open set, because Google may add codes: unknown raw values are kept.
/// See https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode
public struct FCMErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code as sent, such as `UNREGISTERED`.
    public let rawValue: String

    /// A code from its raw text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No more information (`UNSPECIFIED_ERROR`): do not delete the token.
    public static let unspecified = FCMErrorCode(rawValue: "UNSPECIFIED_ERROR")
    /// 400: a bad field, token format, size or reserved key.
    public static let invalidArgument = FCMErrorCode(rawValue: "INVALID_ARGUMENT")
    /// 404: the token is no longer valid; delete it.
    public static let unregistered = FCMErrorCode(rawValue: "UNREGISTERED")
    /// 403: the token belongs to another sender.
    public static let senderIDMismatch = FCMErrorCode(rawValue: "SENDER_ID_MISMATCH")
    /// 429: a project, device or topic rate was exceeded.
    public static let quotaExceeded = FCMErrorCode(rawValue: "QUOTA_EXCEEDED")
    /// 503: FCM is overloaded; retry with back-off.
    public static let unavailable = FCMErrorCode(rawValue: "UNAVAILABLE")
    /// 500: an unknown internal error; retry with back-off.
    public static let `internal` = FCMErrorCode(rawValue: "INTERNAL")
    /// 401: the project's APNs or Web Push credential is invalid or missing.
    public static let thirdPartyAuthError = FCMErrorCode(rawValue: "THIRD_PARTY_AUTH_ERROR")

    /// Every documented code with its HTTP status, for the simulator and tests.
    public static let documented: [(code: FCMErrorCode, status: Int)] = [
        (.invalidArgument, 400), (.unregistered, 404), (.senderIDMismatch, 403), (.quotaExceeded, 429),
        (.unavailable, 503), (.internal, 500), (.thirdPartyAuthError, 401),
    ]

    /// How pushtui classifies the code.
    public var outcome: PushOutcome {
        switch self {
        case .unregistered: return .unregistered
        case .invalidArgument: return .invalidMessage
        case .senderIDMismatch: return .invalidTarget
        case .quotaExceeded: return .rateLimited
        case .unavailable, .internal: return .unavailable
        case .thirdPartyAuthError: return .unauthorized
        default: return .failed
        }
    }

    /// The canonical status Google sends alongside the code.
    public var canonicalStatus: String {
        switch self {
        case .unregistered: return "NOT_FOUND"
        case .senderIDMismatch: return "PERMISSION_DENIED"
        case .quotaExceeded: return "RESOURCE_EXHAUSTED"
        case .thirdPartyAuthError: return "UNAUTHENTICATED"
        default: return rawValue
        }
    }

    /// The raw code.
    public var description: String { rawValue }
}
