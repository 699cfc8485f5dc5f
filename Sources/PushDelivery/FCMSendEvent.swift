import PushCore
import PushTransport

/// What an ``FCMDispatcher`` reports while it runs an order, as ``SendEvent`` does for APNs:
/// `started`, then per message `answered` or `cancelled` in input order (with `warning` where one
/// arises), `bookUpdated` when the book learned something, and `finished` last.
public enum FCMSendEvent: Sendable {
    /// The client is made and the first messages are on their way.
    case started(count: Int)
    /// Message `index`, to `target` (the one given, else the one the message names), ended with `result`.
    case answered(index: Int, result: FCMResult, target: FCMTarget?)
    /// Message `index` ended unanswered, as `result` says, because the send was stopped.
    case cancelled(index: Int, result: FCMResult, target: FCMTarget?)
    /// Something a person should hear about, e.g. a book that could not be written.
    case warning(String)
    /// What the answers taught the token book, written to the profile's file.
    case bookUpdated([TokenOutcomeUpdate])
    /// The send is over.
    case finished(SendSummary)
}
