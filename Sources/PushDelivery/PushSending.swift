import PushCore
import PushTransport

/// A long-lived client that sends one kind of push and answers each with a result: APNs pushes,
/// FCM messages and broadcasts alike. Front ends send through this, so a fake can stand in for
/// the network in tests.
public protocol PushSending: AnyObject, Sendable {
    /// What one send takes.
    associatedtype Message: Sendable
    /// What one send ends with; failures are part of it, so sending never throws.
    associatedtype Answer: Sendable
    /// Sends one push and returns how it ended.
    func send(_ message: Message) async -> Answer
    /// Closes the connection; sends in flight end as cancelled.
    func shutdown()
}

extension APNsClient: PushSending {
    /// One push to one device.
    public typealias Message = PushRequest
    /// How it ended.
    public typealias Answer = PushResult
}

extension BroadcastClient: PushSending {
    /// One broadcast to one channel.
    public typealias Message = BroadcastRequest
    /// How it ended.
    public typealias Answer = BroadcastResult
}

/// One FCM message to one target (nil: the target the message names), as ``FCMClient`` sends it.
public struct FCMMessage: Sendable, Equatable {
    /// The `message` object.
    public var message: JSONValue
    /// The recipient; nil keeps the one the message names.
    public var target: FCMTarget?
    /// Whether FCM only checks the message.
    public var validateOnly: Bool

    /// A message to `target`.
    public init(_ message: JSONValue, target: FCMTarget?, validateOnly: Bool = false) {
        self.message = message
        self.target = target
        self.validateOnly = validateOnly
    }
}

extension FCMClient: PushSending {
    /// Sends `message` to its target.
    public func send(_ message: FCMMessage) async -> FCMResult {
        await send(message: message.message, target: message.target, validateOnly: message.validateOnly)
    }
}
