import PushCore
import PushTransport

/// What an ``FCMDispatcher`` reports of an FCM send.
public typealias FCMSendEvent = DispatchEvent<FCMAnswer, FCMCancellation>

/// One FCM message's end, as an ``FCMDispatcher`` reports it.
public struct FCMAnswer: Sendable {
    /// FCM's answer, or why there is none.
    public let result: FCMResult
    /// The recipient: the one given, else the one the message names.
    public let target: FCMTarget?
    /// How long after it was handed to the client the answer came.
    public let latency: Duration
}

/// One FCM message a stop cut short.
public struct FCMCancellation: Sendable {
    /// The client's result, saying why.
    public let result: FCMResult
    /// The recipient: the one given, else the one the message names.
    public let target: FCMTarget?
}
