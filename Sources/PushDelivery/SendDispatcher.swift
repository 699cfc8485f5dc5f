import Foundation
import PushCore
import PushCrypto
import PushTransport

/// Runs one ``SendOrder``: the one place an APNs send is carried out, whichever front end asked.
///
/// It makes the order's connections (one provider token shared by every connection: APNs refuses a
/// team's tokens renewed too often) or goes through the client the order lends it, streams the
/// recipients into them — each connection a lane that takes the next push whenever it has room —
/// and reports every push exactly once, in input order, as ``SendEvent``s: answered, or cancelled
/// when ``stop()`` cut the send short. It records each push in the history as it ends, counts the
/// outcomes into a ``SendSummary``, and writes what the answers taught the token book into the
/// profile's file.
///
/// Events are delivered one at a time, on the clients' worker threads: keep the handler short,
/// since a connection waits for it.
public final class SendDispatcher: Sendable {
    private struct State {
        var pending: [Int: PushResult] = [:]
        /// Pushes that ended cancelled, waiting for their turn, with their devices.
        var pendingCancellations: [Int: DeviceToken] = [:]
        var next = 0
        var tally: SendTally
        var stopped = false
        /// Whether an answer's `date` header has been compared with the local clock yet.
        var checkedClock = false
    }

    private let order: SendOrder
    /// The lanes: the connections opened for this send, or the caller's client.
    private let clients: [any PushSending<PushRequest, PushResult>]
    /// The connections this send opened, to cancel at a stop and close at the end (none for a borrowed client).
    private let ownedClients: [APNsClient]
    private let state: Locked<State>

    /// A dispatcher for `order`, its clients made (or borrowed) but nothing sent yet.
    public init(_ order: SendOrder) {
        self.order = order
        switch order.carrier {
        case .connections(let endpoint, let credential, let configuration, let count):
            let tokens = ProviderTokenCache(clock: { Int(order.clock().timeIntervalSince1970) })
            ownedClients = (0..<max(1, count)).map { _ in
                APNsClient(endpoint: endpoint, credential: credential, configuration: configuration, tokens: tokens)
            }
            clients = ownedClients
        case .client(let client):
            ownedClients = []
            clients = [client]
        }
        state = Locked(State(tally: SendTally(total: order.recipients.count, book: order.book, environment: order.environment)))
    }

    /// Stops the send, from any thread (a signal handler's): pushes in flight, waiting out a retry
    /// backoff or not started yet all end at once, reported as cancelled. A borrowed client
    /// (``SendCarrier/client(_:)``) is left alone: other sends may be using it.
    public func stop() {
        state.withLock { $0.stopped = true }
        // A stop that comes before a lane has started (between `started` and the first push) must
        // still end its pushes at once: the shutdown alone cuts short only what is under way.
        ownedClients.forEach { $0.cancelUnstarted(SendHistory.cancelledFailure) }
        ownedClients.forEach { $0.shutdown() }
    }

    /// Sends every push of the order and reports each through `onEvent`; returns the summary that
    /// the last event, ``SendEvent/finished(_:)``, also carries. The connections it made are shut
    /// down when it returns.
    ///
    /// - Throws: when the recipients cannot be read again (the tokens file went away or changed).
    public func run(onEvent: @escaping @Sendable (SendEvent) -> Void) async throws(RecipientError) -> SendSummary {
        let count = order.recipients.count
        guard let standIn = try order.recipients.stream().next().map(order.push) else {
            throw .input("no device: the tokens file changed while it was being read")
        }
        let stream = try order.recipients.stream()
        let made = Locked(standIn)
        let push = order.push
        let clients = clients
        let owned = ownedClients
        // Called under the lanes' lock, once per push, in order.
        let next: @Sendable () -> PushRequest = {
            made.withLock { last in
                if let token = stream.next() {
                    last = push(token)
                } else {
                    // The tokens file changed since it was checked: what is left cannot be made, and
                    // `last` only stands in for it, for a client that no longer starts anything.
                    let reason = "not sent: \(stream.failure ?? "the tokens file changed while it was being sent")"
                    owned.forEach { $0.cancelUnstarted(reason) }
                }
                return last
            }
        }
        let started = ContinuousClock.now
        onEvent(.started(count: count))
        let lanes = LaneOrder(lanes: clients.count)
        await withTaskGroup(of: Void.self) { group in
            for (lane, client) in clients.enumerated() {
                // The lanes' counts add up to `count`, and every push a lane takes is the next made.
                let share = (count - lane + clients.count - 1) / clients.count
                group.addTask {
                    await client.send(count: share, request: { lanes.take(lane: lane, local: $0, next) },
                                      onResult: { self.report($1, at: lanes.finish(lane: lane, local: $0), onEvent: onEvent) })
                }
            }
        }
        // After a stop the batch can end while the stop's shutdown is still finishing: this one
        // waits for it, so every worker is done before the send reports its end.
        ownedClients.forEach { $0.shutdown() }
        return finish(elapsed: ContinuousClock.now - started, onEvent: onEvent)
    }

    /// Takes the result of push `index`; reports every push that is now next in line.
    private func report(_ result: PushResult, at index: Int, onEvent: (SendEvent) -> Void) {
        let history = order.history
        let recipients = order.recipients
        state.withLock { state in
            // Once stopped, the client's shutdown is what fails a push as cancelled.
            if state.stopped, result.failure?.transportError?.kind == .cancelled {
                let token = result.request.token
                history?.recordCancelled(at: index, token: token, label: recipients.label(of: token))
                state.pendingCancellations[index] = token
                state.tally.countCancelled()
            } else {
                history?.record(result, at: index, label: recipients.label(of: result.request.token))
                warnAboutClockSkew(result, in: &state, onEvent: onEvent)
                if index == state.next {
                    // The common case: the result next in line goes out without waiting in `pending`.
                    answered(result, at: index, in: &state, onEvent: onEvent)
                    state.next += 1
                } else {
                    state.pending[index] = result
                }
            }
            while state.next < recipients.count, !state.pending.isEmpty || !state.pendingCancellations.isEmpty {
                if let ready = state.pending.removeValue(forKey: state.next) {
                    answered(ready, at: state.next, in: &state, onEvent: onEvent)
                } else if let token = state.pendingCancellations.removeValue(forKey: state.next) {
                    onEvent(.cancelled(index: state.next, DeviceCancellation(token: token, label: recipients.label(of: token))))
                } else {
                    break
                }
                state.next += 1
            }
        }
    }

    /// Counts `result`, the next in line, and reports it.
    private func answered(_ result: PushResult, at index: Int, in state: inout State, onEvent: (SendEvent) -> Void) {
        state.tally.count(result, at: order.clock())
        onEvent(.answered(index: index, DeviceAnswer(result: result, label: order.recipients.label(of: result.request.token))))
    }

    /// The first answer that carries a `date` header decides, so a skewed clock is named once per
    /// send, before the results it may explain (ExpiredProviderToken).
    private func warnAboutClockSkew(_ result: PushResult, in state: inout State, onEvent: (SendEvent) -> Void) {
        guard !state.checkedClock, let serverDate = result.serverDate else { return }
        state.checkedClock = true
        if let warning = ClockSkew(localTime: order.clock(), serverDate: serverDate).warning {
            onEvent(.warning("warning: " + warning))
        }
    }

    /// Ends the history, writes the book and reports the summary.
    private func finish(elapsed: Duration, onEvent: (SendEvent) -> Void) -> SendSummary {
        order.history?.finish()
        let (tally, stopped) = state.withLock { ($0.tally, $0.stopped) }
        DispatchEvent.bookWritten(tally.bookUpdates, in: order.bookFile, through: order.profiles).forEach(onEvent)
        let summary = tally.finished(elapsed: elapsed, interrupted: stopped)
        onEvent(.finished(summary))
        return summary
    }
}
