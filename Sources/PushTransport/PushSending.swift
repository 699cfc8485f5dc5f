import PushCore

/// A long-lived client that sends one kind of push and answers each with a result: APNs pushes,
/// FCM messages and broadcasts alike. Front ends send through this, so a fake can stand in for
/// the network in tests.
public protocol PushSending<Message, Answer>: AnyObject, Sendable {
    /// What one send takes.
    associatedtype Message: Sendable
    /// What one send ends with; failures are part of it, so sending never throws.
    associatedtype Answer: Sendable
    /// Sends one push and returns how it ended.
    func send(_ message: Message) async -> Answer
    /// Sends `count` messages that `request` makes one at a time, by index and in index order, just
    /// before each is sent, and calls `onResult` with each answer and its index; returns once every
    /// message is answered. A dispatcher's lane runs through this, so only the messages in flight
    /// exist at once.
    func send(count: Int, request: @escaping @Sendable (Int) -> Message, onResult: @escaping @Sendable (Int, Answer) -> Void) async
    /// The most messages ``send(count:request:onResult:)``'s default keeps in flight at once.
    var concurrency: Int { get }
    /// Closes the connection; sends in flight end as cancelled.
    func shutdown()
    /// Where the provider token the client signs with stands, as a value (nil: the client signs
    /// with none, or has not yet).
    var providerTokenLife: ProviderTokenLife? { get }
}

extension PushSending {
    /// Only APNs clients with token authentication sign with a provider token.
    public var providerTokenLife: ProviderTokenLife? { nil }

    /// As many as a connection carries by default.
    public var concurrency: Int { APNsClientConfiguration().concurrency }

    /// The messages through the one ``SendWindow``, at most ``concurrency`` in flight, on the
    /// calling task; a client with lanes of its own (``APNsClient``) has its own.
    public func send(count: Int, request: @escaping @Sendable (Int) -> Message,
                     onResult: @escaping @Sendable (Int, Answer) -> Void) async {
        await SendWindow.run(count: count, concurrency: concurrency, make: request, send: { await self.send($0) }, onAnswer: onResult)
    }
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

/// A client that also manages an app's broadcast channels (iOS 18).
public protocol ChannelManaging: PushSending where Message == BroadcastRequest, Answer == BroadcastResult {
    /// Creates a channel and returns its ID.
    func create(policy: MessageStoragePolicy, requestID: String?) async throws(ChannelError) -> String
    /// Deletes a channel.
    func delete(channelID: String, requestID: String?) async throws(ChannelError)
    /// The app's channel IDs.
    func list(requestID: String?) async throws(ChannelError) -> [String]
}

extension BroadcastClient: ChannelManaging {}

