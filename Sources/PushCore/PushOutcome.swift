/// How pushtui classifies the result of one push, for colours, filters and exit codes.
///
/// App-internal, hence a closed enum; the wire reasons map onto it through ``APNsReasonInfo``.
public enum PushOutcome: String, Sendable, CaseIterable, Codable {
    /// APNs accepted the notification (200).
    case delivered
    /// The token is no longer valid for the topic (410): stop sending to it.
    case unregistered
    /// The token, topic or path is wrong.
    case invalidTarget
    /// A header or the payload is wrong.
    case invalidMessage
    /// The key, token or certificate was refused.
    case unauthorized
    /// Too many requests or token updates (429).
    case rateLimited
    /// APNs or the connection is unavailable (5xx, idle timeout, shutdown).
    case unavailable
    /// Anything else: an undocumented status or reason.
    case failed

    /// The one status that means APNs or FCM accepted a push.
    public static let acceptedStatus = 200

    /// Whether `status` is a 2xx other than ``acceptedStatus``: a success APNs and FCM never send
    /// for a push, so it is reported as an unexpected status rather than a delivery.
    public static func isUnexpectedSuccess(_ status: Int) -> Bool {
        status != acceptedStatus && (200..<300).contains(status)
    }

    /// A short label for people.
    public var label: String {
        switch self {
        case .delivered: return "Delivered"
        case .unregistered: return "Unregistered"
        case .invalidTarget: return "Invalid target"
        case .invalidMessage: return "Invalid message"
        case .unauthorized: return "Unauthorized"
        case .rateLimited: return "Rate limited"
        case .unavailable: return "Unavailable"
        case .failed: return "Failed"
        }
    }

    /// The outcome for a status alone, used when the reason is absent or unknown. Only 200 is a
    /// delivery: APNs and FCM HTTP v1 document no other success for a send, so 201, 204 or 299
    /// from a proxy or a mistyped endpoint is ``failed``, never taken for an accepted push.
    public init(status: Int) {
        switch status {
        case Self.acceptedStatus: self = .delivered
        case 400, 405, 413: self = .invalidMessage
        case 401, 403: self = .unauthorized
        case 404: self = .invalidTarget
        case 410: self = .unregistered
        case 429: self = .rateLimited
        case 500..<600: self = .unavailable
        default: self = .failed
        }
    }
}
