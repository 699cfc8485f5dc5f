import Foundation
import PushCore
import PushTransport

/// The counts of a send as its pushes end, and what they add up to: the outcome of each, the
/// connections that carried them, the failures by kind, and what the token book should learn.
struct SendTally: Sendable {
    private(set) var summary: SendSummary
    private(set) var bookUpdates: [TokenOutcomeUpdate] = []
    private var rejected = 0
    private var transportFailures = 0
    private var signingFailures = 0
    /// Pushes refused for the credentials themselves, or not sent because of such a refusal.
    private var credentialRefusals = 0
    private var connections = Set<Int>()
    /// The book's entries by token (the first of a token listed twice), as they were when the send began.
    private let book: [BookToken: TokenBookEntry]
    private let environment: APNsEnvironment?

    /// The tally of `total` pushes to the devices of `book`, sent through `environment` (nil for FCM).
    init(total: Int, book: [TokenBookEntry], environment: APNsEnvironment? = nil) {
        summary = SendSummary(total: total)
        self.book = Dictionary(book.map { ($0.token, $0) }, uniquingKeysWith: { first, _ in first })
        self.environment = environment
    }

    /// Counts `result`, learned at `time`.
    mutating func count(_ result: PushResult, at time: Date) {
        summary.counts[result.outcome, default: 0] += 1
        countConnection(result.connectionID)
        if result.refusedCredentials {
            credentialRefusals += 1
        } else if let failure = result.failure {
            if failure.transportError != nil {
                transportFailures += 1
            } else if failure.signingDetail != nil {
                signingFailures += 1
            } else {
                rejected += 1
            }
        } else if result.outcome != .delivered {
            rejected += 1
        }
        learn(from: result.response?.reason?.rawValue, timestamp: result.response?.timestamp, delivered: result.outcome == .delivered,
              to: .device(result.request.token), topic: result.request.topic, at: time)
    }

    /// Counts FCM's `result` for a message to `target`, learned at `time`: a refused message is
    /// rejected, a failed token fetch a credentials failure; only registration tokens teach the book.
    mutating func count(_ result: FCMResult, to target: FCMTarget?, at time: Date) {
        summary.counts[result.outcome, default: 0] += 1
        countConnection(result.connectionID)
        if let failure = result.failure {
            if failure.transportError != nil { transportFailures += 1 } else { signingFailures += 1 }
        } else if result.outcome != .delivered {
            rejected += 1
        }
        guard case .token(let text)? = target, let token = try? RegistrationToken(parsing: text) else { return }
        learn(from: result.response?.errorCode?.rawValue, delivered: result.outcome == .delivered, to: .registration(token), at: time)
    }

    /// Notes what an answer to `token` teaches the book (``TokenOutcomeUpdate/learned(from:timestamp:delivered:to:environment:topic:at:)``).
    private mutating func learn(from reason: String?, timestamp: Int? = nil, delivered: Bool, to token: BookToken, topic: String? = nil,
                                at time: Date) {
        if let update = TokenOutcomeUpdate.learned(from: reason, timestamp: timestamp, delivered: delivered, to: book[token],
                                                   environment: environment, topic: topic, at: time) {
            bookUpdates.append(update)
        }
    }

    /// Counts `connection` (a local port) among those that carried the send, once.
    private mutating func countConnection(_ connection: Int?) {
        if let connection, connections.insert(connection).inserted {
            summary.connections = connections.count
        }
    }

    /// Counts a push cancelled by a stop.
    mutating func countCancelled() {
        summary.cancelled += 1
    }

    /// The summary once the send is over, `interrupted` or not, after `elapsed`.
    func finished(elapsed: Duration, interrupted: Bool) -> SendSummary {
        var summary = summary
        summary.elapsed = elapsed
        summary.verdict = interrupted ? .interrupted : verdict
        return summary
    }

    private var verdict: SendVerdict {
        if credentialRefusals > 0 { return .credentialsFailed }
        if rejected > 0 { return .rejected }
        if signingFailures > 0 { return .credentialsFailed }
        if transportFailures > 0 { return .transportFailed }
        return .delivered
    }
}
