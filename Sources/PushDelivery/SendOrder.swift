import Foundation
import PushCore
import PushTransport

/// Everything one APNs send needs, resolved by a front end: where the pushes go and who signs
/// them, to whom, what each push is, where it is recorded, and how hard to push.
public struct SendOrder: Sendable {
    /// The host the pushes go to.
    public var endpoint: APNsEndpoint
    /// The `.p8` key or provider certificate they are signed with or presented under.
    public var credential: APNsCredential
    /// Concurrency, timeouts and retries of each connection.
    public var configuration: APNsClientConfiguration
    /// How many connections share the pushes, each on its own worker thread.
    public var connections: Int
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
    /// How the book's file is written.
    public var profiles: ProfileLoader
    /// The time written into the book and compared with the server's `date` header.
    public var clock: @Sendable () -> Date

    /// An order; by default on one connection, recording nothing, with no book.
    public init(endpoint: APNsEndpoint, credential: APNsCredential, configuration: APNsClientConfiguration = APNsClientConfiguration(),
                connections: Int = 1, recipients: SendRecipients, push: @escaping @Sendable (DeviceToken) -> PushRequest,
                history: SendHistory? = nil, book: [TokenBookEntry] = [], bookFile: String? = nil, profiles: ProfileLoader,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.endpoint = endpoint
        self.credential = credential
        self.configuration = configuration
        self.connections = connections
        self.recipients = recipients
        self.push = push
        self.history = history
        self.book = book
        self.bookFile = bookFile
        self.profiles = profiles
        self.clock = clock
    }
}
