import Foundation
import PushConsole
import PushCore
import PushTransport

/// `pushtui send`'s side of the history file: one record per push as it ends — answered, failed
/// without an answer, or cancelled — through the console's own ``HistoryFile``, so the console
/// shows what scripts sent. A history that cannot be written is reported once on standard error
/// and never fails the send.
final class SendHistory: Sendable {
    /// What every push of one send shares.
    struct Context: Sendable {
        /// This run's number in the file (the process ID: unique among running sends).
        var send = Int(getpid())
        var sentAt: Date
        var profileName: String?
        var environment: APNsEnvironment
        var isLocal: Bool
        var topic: String
        var pushType: PushType
        /// The wire body, as the console records it.
        var body: String
    }

    /// The failure text of a push that was never answered because the send was interrupted.
    static let cancelledFailure = "cancelled: the send was interrupted before an answer arrived"

    private let file: HistoryFile
    private let context: Context
    private let warned = Locked(false)

    init(file: HistoryFile, context: Context) {
        self.file = file
        self.context = context
    }

    /// Records APNs's answer to push `index` (or why there is none).
    func record(_ result: PushResult, at index: Int, label: String?) {
        let answer = SendAnswer(outcome: result.outcome, response: result.response, failure: result.failure?.description,
                                latencyMilliseconds: result.latency.wholeMilliseconds)
        record(answer, at: index, shortToken: result.request.token.shortened, label: label)
    }

    /// Records FCM's answer to message `index`; `target` names its token (shortened), topic or condition.
    func record(_ result: FCMResult, at index: Int, latency: Duration, target: String) {
        record(SendAnswer(result, latencyMilliseconds: latency.wholeMilliseconds), at: index, shortToken: target, label: nil)
    }

    /// Records the answer to a broadcast. A channel ID is no secret (send prints it whole); the label says it is one.
    func record(_ result: BroadcastResult) {
        let answer = SendAnswer(outcome: result.outcome, response: result.response, failure: result.failure?.description,
                                latencyMilliseconds: result.latency.wholeMilliseconds)
        record(answer, at: 0, shortToken: result.request.channelID, label: "channel")
    }

    /// Records push `index` to `token` as cancelled.
    func recordCancelled(at index: Int, token: DeviceToken, label: String?) {
        recordCancelled(at: index, shortToken: token.shortened, label: label)
    }

    /// Records push `index` as cancelled; `shortToken` names its device (or FCM target) shortened.
    func recordCancelled(at index: Int, shortToken: String, label: String?) {
        record(SendAnswer(outcome: .unavailable, failure: Self.cancelledFailure), at: index, shortToken: shortToken, label: label)
    }

    /// Records an answer for push `index`; `shortToken` names the device (or FCM target) shortened.
    func record(_ answer: SendAnswer, at index: Int, shortToken: String, label: String?) {
        let row = LogRow(sendID: SendID(context.send), index: index, sentAt: context.sentAt,
                         profileName: context.profileName ?? "", environment: context.environment, isLocal: context.isLocal,
                         label: label, shortToken: shortToken, topic: context.topic, pushType: context.pushType,
                         body: context.body, request: nil, answer: answer)
        do {
            try file.append(row, via: "send")
        } catch {
            let first = warned.withLock { warned in
                defer { warned = true }
                return !warned
            }
            if first { Console.error("warning: history not recorded: \(error)") }
        }
    }
}
