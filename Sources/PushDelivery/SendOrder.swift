import Foundation
import PushCore
import PushTransport

/// Who carries the pushes of a ``SendOrder``.
public enum SendCarrier: Sendable {
    /// `count` connections opened for this send to `endpoint`, signed or presented under
    /// `credential`, each on its own worker thread, all closed when the send ends (`pushtui send`).
    case connections(endpoint: APNsEndpoint, credential: APNsCredential, configuration: APNsClientConfiguration, count: Int)
    /// A client the caller keeps open across sends (the console's, one per route): the send goes
    /// through it as one lane and leaves it open; ``SendDispatcher/stop()`` does not reach it.
    case client(any PushSending<PushRequest, PushResult>)
}

/// Everything one APNs send needs, resolved by a front end: who carries the pushes, to whom, what
/// each push is, where it is recorded, and what the token book learns.
public struct SendOrder: Sendable {
    /// The connections or the client the pushes go through.
    public var carrier: SendCarrier
    /// The devices, in order.
    public var recipients: SendRecipients
    /// The push to one device; every push of a send differs only in its device.
    public var push: @Sendable (DeviceToken) -> PushRequest
    /// Where each push is recorded as it ends; nil records nothing.
    public var history: SendHistory?
    /// The profile's token book: a delivery to a token it marks dead revives it.
    public var book: [TokenBookEntry]
    /// The profile file the book's updates are written to; nil writes none.
    public var bookFile: String?
    /// The APNs environment the pushes go to: the book learns whether each token belongs to it.
    public var environment: APNsEnvironment?
    /// How the book's file is written.
    public var profiles: ProfileLoader
    /// The time written into the book and compared with the server's `date` header.
    public var clock: @Sendable () -> Date

    /// An order carried by `carrier`; by default recording nothing, with no book.
    public init(carrier: SendCarrier, recipients: SendRecipients, push: @escaping @Sendable (DeviceToken) -> PushRequest,
                history: SendHistory? = nil, book: [TokenBookEntry] = [], bookFile: String? = nil,
                environment: APNsEnvironment? = nil, profiles: ProfileLoader, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.carrier = carrier
        self.recipients = recipients
        self.push = push
        self.history = history
        self.book = book
        self.bookFile = bookFile
        self.environment = environment
        self.profiles = profiles
        self.clock = clock
    }
}
