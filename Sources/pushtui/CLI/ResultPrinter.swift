import Foundation
import PushCore
import PushDelivery
import PushTransport

/// Prints a send's events: one line per push (human or JSON) as the dispatcher reports it, in
/// input order, warnings on standard error at once, progress on a terminal for big batches, and
/// the summary line at the end.
final class ResultPrinter: Sendable {
    enum Format: Sendable { case human, json }

    private struct State {
        var outputFailure: CommandFailure?
        var lastProgress = ContinuousClock.now
        /// Lines printed but not yet written to standard output.
        var output: OutputLines
        /// Whether a write of lines left waiting is scheduled.
        var writeScheduled = false
    }

    private let format: Format
    private let total: Int
    private let showsProgress: Bool
    private let state: Locked<State>

    /// - Parameter count: how many pushes the send makes.
    init(format: Format, count: Int, showsProgress: Bool, outputIsTerminal: Bool = Console.outputIsTerminal) {
        state = Locked(State(output: OutputLines(immediate: outputIsTerminal)))
        self.format = format
        self.total = count
        self.showsProgress = showsProgress
    }

    /// Prints what `event` says.
    func print(_ event: SendEvent) {
        switch event {
        case .answered(let index, let answer):
            printLine(after: index) { output in
                switch format {
                case .json: output.appendLine { ResultLine(answer.result).appendJSON(to: &$0) }
                case .human: output.append(ResultText.apns(answer.result, label: answer.label))
                }
            }
        case .cancelled(let index, let cancelled):
            printLine(after: index) { $0.append(cancelledLine(for: cancelled.token, label: cancelled.label)) }
        case .warning(let text):
            Console.error(text)
        case .started, .bookUpdated, .finished:
            break
        }
    }

    /// Prints what `event` of an FCM send says: `token …a1b2c3d4: Delivered 200 projects/…` (no summary line follows).
    func print(_ event: FCMSendEvent) {
        switch event {
        case .answered(let index, let answer):
            printLine(after: index) { append(answer.result, to: answer.target, cancelled: false, into: &$0) }
        case .cancelled(let index, let cancelled):
            printLine(after: index) { append(cancelled.result, to: cancelled.target, cancelled: true, into: &$0) }
        case .warning(let text):
            Console.error(text)
        case .started, .bookUpdated, .finished:
            break
        }
    }

    private func append(_ result: FCMResult, to target: FCMTarget?, cancelled: Bool, into output: inout OutputLines) {
        switch format {
        case .json: output.append(ResultLine(result, target: FCMSendOrder.label(of: target),
                                             error: cancelled ? SendHistory.cancelledFailure : result.failure?.description).json)
        case .human: output.append(ResultText.fcm(result, target: target, cancelled: cancelled))
        }
    }

    private func printLine(after index: Int, _ append: (inout OutputLines) -> Void) {
        state.withLock { state in
            append(&state.output)
            if state.output.isDue {
                write(&state)
            } else if !state.writeScheduled {
                // Lines must not wait for a result that is slow to come.
                state.writeScheduled = true
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(OutputLines.maximumDelay.wholeMilliseconds))) { [self] in
                    self.state.withLock { state in
                        state.writeScheduled = false
                        write(&state)
                    }
                }
            }
            if showsProgress, ContinuousClock.now - state.lastProgress > .milliseconds(100) {
                state.lastProgress = .now
                Console.progress("\((index + 1).grouped) / \(total.grouped) pushes answered")
            }
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

    /// Why printing a result failed (standard output closed or full), if it did.
    var outputFailure: CommandFailure? { state.withLock { $0.outputFailure } }

    private func cancelledLine(for token: DeviceToken, label: String?) -> String {
        switch format {
        case .json: return ResultLine(apnsToken: token, outcome: .unavailable, response: nil, latencyMs: nil,
                                      error: SendHistory.cancelledFailure).json
        case .human: return ResultText.cancelled(token, label: label)
        }
    }
}
