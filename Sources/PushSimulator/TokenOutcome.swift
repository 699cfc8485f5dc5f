import Foundation

/// What the simulator answers for one scripted device token (after the request passed every
/// header, payload and authorization check).
///
/// Statuses and reasons follow
/// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public enum TokenOutcome: Sendable, Equatable {
    /// 410 `Unregistered` with `timestamp` = `since` in milliseconds, once the clock reaches `since`;
    /// before that the token is still delivered to.
    case unregistered(since: Date)
    /// 400 `BadDeviceToken`, as for a token of the other environment.
    case badDeviceToken
    /// 429 `TooManyRequests`, with a `retry-after` header (seconds) when given.
    case tooManyRequests(retryAfter: Int?)
    /// 500 `InternalServerError`.
    case internalServerError
    /// 503 `ServiceUnavailable`.
    case serviceUnavailable
}
