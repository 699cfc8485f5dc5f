import Foundation
import PushCore
import PushTransport

/// What a ``SendDispatcher`` reports while it runs an order, in this order: `started`, then per
/// push `answered` or `cancelled` in input order (with `warning` where one arises), `bookUpdated`
/// when the book learned something, and `finished` last.
public enum SendEvent: Sendable {
    /// The clients are made and the first pushes are on their way.
    case started(count: Int)
    /// Push `index` ended with `result`; `label` is its device's token-book label, if any.
    case answered(index: Int, result: PushResult, label: String?)
    /// Push `index` to `token` ended unanswered because the send was stopped.
    case cancelled(index: Int, token: DeviceToken, label: String?)
    /// Something a person should hear about, e.g. a skewed clock or a book that could not be written.
    case warning(String)
    /// What the answers taught the token book, written to the profile's file.
    case bookUpdated([TokenOutcomeUpdate])
    /// The send is over.
    case finished(SendSummary)
}

/// How a send ended, for its summary line and its exit code.
public struct SendSummary: Sendable, Equatable {
    /// How many pushes the send made.
    public var total: Int
    /// How many ended with each outcome (cancelled pushes not among them).
    public var counts: [PushOutcome: Int] = [:]
    /// How many ended cancelled by ``SendDispatcher/stop()``.
    public var cancelled = 0
    /// How many connections carried an answer.
    public var connections = 0
    /// How long the send took.
    public var elapsed: Duration = .zero
    /// What the outcomes add up to.
    public var verdict = SendVerdict.delivered

    /// A summary of `total` pushes, none ended yet.
    public init(total: Int) {
        self.total = total
    }
}

/// What a send's outcomes add up to, worst first: the command line's exit code.
public enum SendVerdict: Sendable, Equatable {
    /// Every push was delivered.
    case delivered
    /// APNs refused the credentials (which stops the batch), or a provider token could not be signed.
    case credentialsFailed
    /// APNs rejected a push.
    case rejected
    /// Only the network failed.
    case transportFailed
    /// ``SendDispatcher/stop()`` ended the send.
    case interrupted
    /// The request could not be made, so nothing was sent (an invalid broadcast or channel request).
    case refused
}
