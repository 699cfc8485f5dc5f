import Foundation
import PushCore

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
    /// Any status from 200 to 599 with `{"reason": reason}`, whatever Apple documents: a server that
    /// only looks like APNs (a proxy, a mistyped endpoint answering 201 or 299), or a hostile one
    /// whose reason holds terminal control sequences.
    case answer(status: Int, reason: APNsReason)
}
