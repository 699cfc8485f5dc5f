import Foundation
import PushCore
import PushTransport

/// Everything one FCM send needs besides its client (which ``FCMDispatcher`` makes from a route):
/// the message and its targets, where each message is recorded, and how hard to push.
public struct FCMSendOrder: Sendable {
    /// The window (`concurrency`) and the timeouts of the connection.
    public var configuration: APNsClientConfiguration
    /// The recipients, in order; nil sends to the target the message names.
    public var targets: [FCMTarget?]
    /// The `message` object every target gets.
    public var message: JSONValue
    /// Whether FCM only checks the messages.
    public var validateOnly: Bool
    /// Where each message is recorded as it ends; nil records nothing.
    public var history: SendHistory?
    /// The fcm profile's token book: a delivery to a token it marks dead revives it.
    public var book: [TokenBookEntry]
    /// The profile file the book's updates are written to; nil writes none.
    public var bookFile: String?
    /// How the book's file is written.
    public var profiles: ProfileLoader
    /// The time written into the book.
    public var clock: @Sendable () -> Date

    /// An order; by default recording nothing, with no book.
    public init(configuration: APNsClientConfiguration = APNsClientConfiguration(),
                targets: [FCMTarget?], message: JSONValue, validateOnly: Bool = false, history: SendHistory? = nil,
                book: [TokenBookEntry] = [], bookFile: String? = nil, profiles: ProfileLoader, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        self.targets = targets
        self.message = message
        self.validateOnly = validateOnly
        self.history = history
        self.book = book
        self.bookFile = bookFile
        self.profiles = profiles
        self.clock = clock
    }

    /// The token book's label of a registration-token recipient, if the book has it.
    public func bookLabel(of target: FCMTarget?) -> String? {
        guard case .token(let token)? = target else { return nil }
        return book.first { $0.token.registrationToken?.text == token }?.label
    }

    /// How a recipient is shown and recorded: a registration token or installation ID shortened
    /// to its last characters, a topic or condition whole, `message` for a message with no target.
    public static func label(of target: FCMTarget?) -> String {
        switch target {
        case .token(let token)?: return "token …" + token.suffix(8)
        case .topic(let topic)?: return "topic \(topic)"
        case .condition(let condition)?: return "condition \(condition)"
        case .fid(let fid)?: return "fid …" + fid.suffix(8)
        case nil: return "message"
        }
    }
}
