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

    /// The outcome for a status alone, used when the reason is absent or unknown.
    public init(status: Int) {
        switch status {
        case 200..<300: self = .delivered
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
