import Foundation
import PushCore
import PushCrypto
import PushTransport

/// Runs one ``FCMSendOrder``: the one place an FCM send is carried out, beside ``SendDispatcher``
/// for APNs and with the same events.
///
/// FCM HTTP v1 takes one message per request, so the messages go through the one ``SendWindow``
/// (at most the order's `concurrency` in flight). Every message is reported exactly once, in input
/// order: answered, or cancelled when ``stop()`` cut the send short. Each is recorded in the
/// history in that order; the outcomes add up to a ``SendSummary``, and what the answers taught the
/// token book is written into the profile's file.
public final class FCMDispatcher: Sendable {
    private let order: FCMSendOrder
    private let client: any PushSending<FCMMessage, FCMResult>
    /// Whether the client is this send's own, to close at a stop and at the end.
    private let ownsClient: Bool
    private let stopped = Locked(false)

    /// A dispatcher for `order` that sends as `account` along `route`, its client made but nothing sent yet.
    ///
    /// - Throws: when the route gives no project or no usable endpoint.
    public convenience init(_ order: FCMSendOrder, route: FCMRoute, account: ServiceAccount) throws(ResolutionError) {
        self.init(order, client: try route.client(account: account, configuration: order.configuration))
    }

    /// A dispatcher for `order` that sends through `client` instead of its own: a fake in tests, or
    /// a client the caller keeps open across sends (`ownsClient` false: the console's), which
    /// neither ``stop()`` nor the end of the send closes.
    public init(_ order: FCMSendOrder, client: any PushSending<FCMMessage, FCMResult>, ownsClient: Bool = true) {
        self.order = order
        self.client = client
        self.ownsClient = ownsClient
    }

    /// Stops the send, from any thread (a signal handler's): messages in flight or not started yet
    /// end at once, reported as cancelled (a borrowed client is left alone: other sends may use it).
    public func stop() {
        stopped.withLock { $0 = true }
        if ownsClient { client.shutdown() }
    }

    /// Sends every message of the order and reports each through `onEvent`, on the calling task;
    /// returns the summary that the last event, ``FCMSendEvent/finished(_:)``, also carries. Its own
    /// client is shut down when it returns.
    public func run(onEvent: (FCMSendEvent) -> Void) async -> SendSummary {
        let order = order
        let client = client
        let message = FCMMessage(order.message, target: nil, validateOnly: order.validateOnly)
        let ownTarget = FCMTarget(message: order.message)
        var tally = SendTally(total: order.targets.count, book: order.book)
        var ended = InputOrder<(result: FCMResult, latency: Duration, cancelled: Bool)>()
        let started = ContinuousClock.now
        onEvent(.started(count: order.targets.count))
        await SendWindow.run(count: order.targets.count, concurrency: order.configuration.concurrency, send: { index in
            var addressed = message
            addressed.target = order.targets[index]
            let sent = ContinuousClock.now
            return (result: await client.send(addressed), latency: ContinuousClock.now - sent)
        }, onAnswer: { index, answer in
            // Once stopped, the client's shutdown is what fails a message as cancelled.
            let cancelled = stopped.withLock { $0 } && answer.result.failure?.transportError?.kind == .cancelled
            ended.take((answer.result, answer.latency, cancelled), at: index) { index, ended in
                let target = order.targets[index]
                let label = FCMSendOrder.label(of: target ?? ownTarget)
                // In input order, as the history has always listed an FCM send's messages.
                if ended.cancelled {
                    order.history?.recordCancelled(at: index, shortToken: label, label: nil)
                    tally.countCancelled()
                    onEvent(.cancelled(index: index, FCMCancellation(result: ended.result, target: target ?? ownTarget)))
                } else {
                    order.history?.record(ended.result, at: index, latency: ended.latency, target: label, label: order.bookLabel(of: target))
                    tally.count(ended.result, to: target, at: order.clock())
                    onEvent(.answered(index: index, FCMAnswer(result: ended.result, target: target ?? ownTarget, latency: ended.latency)))
                }
            }
        })
        if ownsClient { client.shutdown() }
        order.history?.finish()
        DispatchEvent.bookWritten(tally.bookUpdates, in: order.bookFile, through: order.profiles).forEach(onEvent)
        let summary = tally.finished(elapsed: ContinuousClock.now - started, interrupted: stopped.withLock { $0 })
        onEvent(.finished(summary))
        return summary
    }
}
