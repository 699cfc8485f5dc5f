import Foundation
import PushCore
import PushDelivery
import PushTransport

/// Prints each push's result as it arrives but in input order, one line per push (human or JSON),
/// records each in the history, keeps the counts for the summary, and shows progress on a terminal
/// for big batches. After an interruption every push the client's shutdown fails gets a `cancelled`
/// line and record, so each push ends exactly once however the send ends.
final class ResultReporter: Sendable {
    enum Format: Sendable { case human, json }

    private struct State {
        var pending: [Int: PushResult] = [:]
        /// Pushes that ended cancelled, waiting for their turn to be printed, with their devices.
        var pendingCancellations: [Int: DeviceToken] = [:]
        var next = 0
        var counts: [PushOutcome: Int] = [:]
        var rejected = 0
        var transportFailures = 0
        var signingFailures = 0
        /// Pushes refused for the credentials themselves, or not sent because of such a refusal.
        var credentialRefusals = 0
        var cancelled = 0
        var interrupted = false
        var connections = Set<Int>()
        var bookUpdates: [TokenOutcomeUpdate] = []
        var outputFailure: CommandFailure?
        var lastProgress = ContinuousClock.now
        /// Whether an answer's `date` header has been compared with the local clock yet.
        var checkedClock = false
        /// Lines printed but not yet written to standard output.
        var output: OutputLines
        /// Whether a write of lines left waiting is scheduled.
        var writeScheduled = false
    }

    private let format: Format
    private let label: @Sendable (DeviceToken) -> String?
    private let history: SendHistory?
    private let total: Int
    private let showsProgress: Bool
    private let deadInBook: Set<DeviceToken>
    private let clock: @Sendable () -> Date
    private let state: Locked<State>

    /// - Parameters:
    ///   - count: how many pushes the send makes; `label` gives a device's token-book label.
    ///   - history: where each push is recorded as it ends.
    ///   - deadInBook: tokens the token book marks dead; a delivery to one of them revives it.
    ///   - clock: the time written into the token book and compared with the server's `date` header.
    init(format: Format, count: Int, label: @escaping @Sendable (DeviceToken) -> String?, history: SendHistory?, showsProgress: Bool,
         deadInBook: Set<DeviceToken>, outputIsTerminal: Bool = Console.outputIsTerminal,
         clock: @escaping @Sendable () -> Date = { Date() }) {
        state = Locked(State(output: OutputLines(immediate: outputIsTerminal)))
        self.format = format
        self.label = label
        self.history = history
        self.total = count
        self.showsProgress = showsProgress
        self.deadInBook = deadInBook
        self.clock = clock
    }

    /// Takes the result of push `index`; prints every result that is now next in line.
    func report(_ result: PushResult, at index: Int) {
        state.withLock { state in
            // Once interrupted, the client's shutdown is what fails a push as cancelled.
            if state.interrupted, result.failure?.transportError?.kind == .cancelled {
                cancel(index, token: result.request.token, in: &state)
            } else {
                history?.record(result, at: index, label: label(result.request.token))
                warnAboutClockSkew(result, in: &state)
                if index == state.next {
                    // The common case: the result next in line prints without waiting in `pending`.
                    printResult(result, in: &state)
                    state.next += 1
                } else {
                    state.pending[index] = result
                }
            }
            printReady(in: &state)
            if showsProgress, ContinuousClock.now - state.lastProgress > .milliseconds(100) {
                state.lastProgress = .now
                Console.progress("\(state.next.grouped) / \(total.grouped) pushes answered")
            }
        }
    }

    /// From now on, a push the client fails as cancelled (it is being shut down) was cancelled by
    /// the interruption, and says so.
    func markInterrupted() {
        state.withLock { $0.interrupted = true }
    }

    private func cancel(_ index: Int, token: DeviceToken, in state: inout State) {
        history?.recordCancelled(at: index, token: token, label: label(token))
        state.pendingCancellations[index] = token
        state.cancelled += 1
    }

    /// Prints every result that is now next in line.
    private func printReady(in state: inout State) {
        while state.next < total, !state.pending.isEmpty || !state.pendingCancellations.isEmpty {
            if let ready = state.pending.removeValue(forKey: state.next) {
                printResult(ready, in: &state)
            } else if let token = state.pendingCancellations.removeValue(forKey: state.next) {
                state.output.append(cancelledLine(for: token, label: label(token)))
            } else {
                break
            }
            state.next += 1
        }
        if state.output.isDue {
            write(&state)
        } else if !state.output.bytes.isEmpty, !state.writeScheduled {
            // Lines must not wait for a result that is slow to come.
            state.writeScheduled = true
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(OutputLines.maximumDelay.wholeMilliseconds))) { [self] in
                self.state.withLock { state in
                    state.writeScheduled = false
                    write(&state)
                }
            }
        }
    }

    /// Counts `result` and prints its line; it is the next in line.
    private func printResult(_ result: PushResult, in state: inout State) {
        count(result, in: &state)
        switch format {
        case .json: state.output.appendLine { ResultLine(result).appendJSON(to: &$0) }
        case .human: state.output.append(Self.human(result, label: label(result.request.token)))
        }
    }

    /// Writes every line printed so far; call once the send is over, before the summary.
    func finish() {
        state.withLock { write(&$0) }
    }

    private func write(_ state: inout State) {
        guard !state.output.bytes.isEmpty else { return }
        let bytes = state.output.take()
        // After a failed write the lines have nowhere to go; the first failure is what the send reports.
        guard state.outputFailure == nil else { return }
        do throws(CommandFailure) {
            try Console.out(bytes: bytes)
        } catch {
            state.outputFailure = error
        }
    }

    /// `3 pushes in 0.12 s over 1 connection: 2 delivered, 1 unregistered`.
    func summary(elapsed: Duration) -> String {
        state.withLock { state in
            let parts = PushOutcome.allCases.compactMap { outcome in
                state.counts[outcome].map { "\($0.grouped) \(outcome.label.lowercased())" }
            } + (state.cancelled > 0 ? ["\(state.cancelled.grouped) cancelled"] : [])
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let connections = state.connections.count == 1 ? "1 connection" : "\(state.connections.count) connections"
            return String(format: "%@ pushes in %.2f s over %@: %@", total.grouped, seconds, connections,
                          parts.joined(separator: ", "))
        }
    }

    /// What the token book should remember: tokens APNs called dead (Unregistered, BadDeviceToken)
    /// with that reason, and dead tokens that were delivered to after all.
    var bookUpdates: [TokenOutcomeUpdate] { state.withLock { $0.bookUpdates } }

    /// Why printing a result failed (standard output closed or full), if it did.
    var outputFailure: CommandFailure? { state.withLock { $0.outputFailure } }

    /// 0 when every push was delivered; 4 when APNs refused the credentials (which stops the batch)
    /// or a provider token could not be signed; 1 when APNs rejected a push; 3 when only the
    /// network failed.
    var exitCode: ExitCode {
        state.withLock { state in
            if state.credentialRefusals > 0 { return .credentials }
            if state.rejected > 0 { return .failure }
            if state.signingFailures > 0 { return .credentials }
            if state.transportFailures > 0 { return .transport }
            return .success
        }
    }

    /// The first answer that carries a `date` header decides, so a skewed clock is named once per
    /// send, on standard error, before the results it may explain (ExpiredProviderToken).
    private func warnAboutClockSkew(_ result: PushResult, in state: inout State) {
        guard !state.checkedClock, let serverDate = result.serverDate else { return }
        state.checkedClock = true
        if let warning = ClockSkew(localTime: clock(), serverDate: serverDate).warning {
            Console.error("warning: " + warning)
        }
    }

    private func count(_ result: PushResult, in state: inout State) {
        state.counts[result.outcome, default: 0] += 1
        if let connection = result.connectionID { state.connections.insert(connection) }
        if let failure = result.failure {
            if failure.transportError != nil {
                state.transportFailures += 1
            } else if failure.signingDetail != nil {
                state.signingFailures += 1
            } else if failure.refusedCredentialsReason != nil {
                state.credentialRefusals += 1
            } else {
                state.rejected += 1
            }
        } else if result.refusedCredentials {
            state.credentialRefusals += 1
        } else if result.outcome != .delivered {
            state.rejected += 1
        }
        let token = result.request.token
        if let update = TokenOutcomeUpdate.learned(from: result.response?.reason?.rawValue, timestamp: result.response?.timestamp,
                                                   delivered: result.outcome == .delivered, to: .device(token),
                                                   deadInBook: deadInBook.contains(token), at: clock()) {
            state.bookUpdates.append(update)
        }
    }

    private func cancelledLine(for token: DeviceToken, label: String?) -> String {
        switch format {
        case .json: return ResultLine(apnsToken: token, outcome: .unavailable, response: nil, latencyMs: nil,
                                      error: SendHistory.cancelledFailure).json
        case .human: return [PushOutcome.unavailable.rawValue, Self.device(token, label: label), SendHistory.cancelledFailure]
            .joined(separator: "  ")
        }
    }

    private static func device(_ token: DeviceToken, label: String?) -> String {
        label.map { "\($0) (\(token.shortened))" } ?? token.shortened
    }

    private static func human(_ result: PushResult, label: String?) -> String {
        var parts = [result.outcome.rawValue, device(result.request.token, label: label)]
        if let response = result.response {
            parts.append(String(response.status))
            if let reason = response.reason { parts.append("\(reason.rawValue): \(response.explanation)") }
            if let apnsID = response.apnsID { parts.append("apns-id \(apnsID)") }
            if let uniqueID = response.apnsUniqueID { parts.append("unique-id \(uniqueID)") }
            if let retryAfter = response.retryAfter { parts.append("retry after \(retryAfter) s") }
            parts.append("\(result.latency.wholeMilliseconds) ms")
        } else {
            parts.append(result.summary)
        }
        return parts.joined(separator: "  ")
    }
}
