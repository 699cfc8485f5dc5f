import Foundation
import PushCore
import PushTransport

/// What a dispatcher reports while it runs an order, whichever service, in this order: `started`,
/// then per push `answered` or `cancelled` in input order (with `warning` where one arises),
/// `bookUpdated` when the book learned something, and `finished` last. Front ends print these or
/// turn them into actions; what an answer carries is the service's (``SendEvent``, ``FCMSendEvent``).
public enum DispatchEvent<Answered: Sendable, Cancelled: Sendable>: Sendable {
    /// The clients are made and the first pushes are on their way.
    case started(count: Int)
    /// Push `index` ended with an answer (or a failure without one).
    case answered(index: Int, Answered)
    /// Push `index` ended unanswered because the send was stopped.
    case cancelled(index: Int, Cancelled)
    /// Something a person should hear about, e.g. a skewed clock or a book that could not be written.
    case warning(String)
    /// What the answers taught the token book, written to the profile's file.
    case bookUpdated([TokenOutcomeUpdate])
    /// The send is over.
    case finished(SendSummary)
}

extension DispatchEvent {
    /// Writes `updates` into the book of the profile in `file` (when there is one and something to
    /// write) through `profiles`, then gives what to report: the lessons, and why the file could
    /// not take them, if it could not. Both dispatchers end a send with this.
    static func bookWritten(_ updates: [TokenOutcomeUpdate], in file: String?, through profiles: ProfileLoader) -> [DispatchEvent] {
        guard let file, !updates.isEmpty else { return [] }
        let problem = profiles.recordOutcomes(updates, in: file)
        return [.bookUpdated(updates)] + (problem.map { [.warning($0)] } ?? [])
    }
}

/// What a ``SendDispatcher`` reports of an APNs send.
public typealias SendEvent = DispatchEvent<DeviceAnswer, DeviceCancellation>

/// One APNs push's end, as a ``SendDispatcher`` reports it.
public struct DeviceAnswer: Sendable {
    /// APNs's answer, or why there is none.
    public let result: PushResult
    /// The device's token-book label, if it has one.
    public let label: String?
}

/// One APNs push a stop cut short before its answer came.
public struct DeviceCancellation: Sendable {
    /// The device it was for.
    public let token: DeviceToken
    /// The device's token-book label, if it has one.
    public let label: String?
}

/// How a send ended, for its summary line and its exit code.
public struct SendSummary: Sendable, Equatable {
    /// How many pushes the send made.
    public var total: Int
    /// How many ended with each outcome (cancelled pushes not among them).
    public var counts: [PushOutcome: Int] = [:]
    /// How many ended cancelled by ``SendDispatcher/stop()``.
    public var cancelled = 0
    /// How many connections carried pushes, answered or not.
    public var connections = 0
    /// The proxy the pushes went through, as it may be shown (``ProxyChoice/displayName(of:)``); nil for none.
    public var proxy: String?
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
