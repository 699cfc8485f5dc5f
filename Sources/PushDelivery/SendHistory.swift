import Foundation
import PushCore
import PushStorage
import PushTransport

/// The history of one send, whichever front end made it: one record per push as it ends — answered, failed
/// without an answer, or cancelled — each with the time it ended, written in batches through one
/// open file, so every console shows what was sent. A history that cannot be written is reported
/// once (through `onFailure`) and never fails the send. Call ``finish()`` once the send is over.
public final class SendHistory: Sendable {
    /// What every push of one send shares.
    public struct Context: Sendable {
        /// This run's number in the file (the process ID: unique among running sends).
        public var send: Int
        /// The profile's name; nil when the send names no profile.
        public var profileName: String?
        /// The profile's file (its identity, by which the console finds the profile of a record),
        /// made absolute against the current directory; nil when the send names no profile.
        public var profileFile: String?
        /// The push value every push of the send carries (the topic, or the bundle ID of a
        /// broadcast; the push type), so the console shows and resends a record with the same headers.
        public var headers: PushHeaders
        /// Where the pushes go (``HistoryRecord/host``).
        public var host: String?
        /// The ID of the key that signs the provider tokens, for token auth (``HistoryRecord/keyID``).
        public var keyID: String?
        /// The APNs environment (FCM records production).
        public var environment: APNsEnvironment
        /// Whether the pushes go to a host of the user's own rather than Apple's or Google's.
        public var isLocal: Bool
        /// The wire body, as the console records it.
        public var body: String
        /// The service: FCM records say so, with their project, so the console badges them FCM.
        public var service = ServiceKind.apns
        /// The Firebase project of an FCM send, when the profile or `--project` names one.
        public var project: String?
        /// Which front end sent (``HistoryRecord/via``): `send` for the command line, nil for the console.
        public var via: String? = "send"
        /// The process that sent, when other processes following the file must tell its records
        /// from their own (``HistoryRecord/pid``: the console's).
        public var pid: Int?

        /// What the pushes of one send share; `send` defaults to this process's ID. `topic` is the
        /// topic (APNs) or the bundle ID (broadcast), empty for FCM.
        public init(send: Int = Int(getpid()), profileName: String?, profileFile: String? = nil, environment: APNsEnvironment,
                    isLocal: Bool, topic: String, pushType: PushType, body: String) {
            self.send = send
            self.profileName = profileName
            self.profileFile = profileFile.map { ProfilePath.resolve($0, relativeTo: FileManager.default.currentDirectoryPath) }
            self.environment = environment
            self.isLocal = isLocal
            self.headers = PushHeaders(pushType: pushType, topic: topic)
            self.body = body
        }
    }

    /// The failure text of a push that was never answered because the send was interrupted.
    public static let cancelledFailure = "cancelled: the send was interrupted before an answer arrived"

    private let writer: HistoryBatchWriter
    private let context: Context
    private let clock: @Sendable () -> Date

    /// - Parameters:
    ///   - clock: the time each record carries, read as the push ends.
    ///   - onFailure: told, once, why the history could not be written.
    public init(file: HistoryFile, context: Context, clock: @escaping @Sendable () -> Date = { Date() },
                onFailure: @escaping @Sendable (String) -> Void) {
        let warned = Locked(false)
        writer = file.batchWriter { error in
            let first = warned.withLock { warned in
                defer { warned = true }
                return !warned
            }
            if first { onFailure("warning: history not recorded: \(error)") }
        }
        self.context = context
        self.clock = clock
    }

    /// Records APNs's answer to push `index` (or why there is none).
    public func record(_ result: PushResult, at index: Int, label: String?) {
        record(at: index, shortToken: result.request.token.shortened, label: label, outcome: result.outcome,
               response: result.response, failure: result.failure?.description, latency: result.latency)
    }

    /// Records FCM's answer to message `index`; `target` names its token (shortened), topic or
    /// condition, `label` the token-book entry of its token.
    public func record(_ result: FCMResult, at index: Int, latency: Duration, target: String, label: String? = nil) {
        record(at: index, shortToken: target, label: label, outcome: result.outcome, status: result.response?.status,
               failure: result.problem, latency: latency)
    }

    /// Records the answer to a broadcast. A channel ID is no secret (send prints it whole); the label says it is one.
    public func record(_ result: BroadcastResult) {
        record(at: 0, shortToken: result.request.channelID, label: "channel", outcome: result.outcome,
               response: result.response, failure: result.failure?.description, latency: result.latency)
    }

    /// Records push `index` to `token` as cancelled.
    public func recordCancelled(at index: Int, token: DeviceToken, label: String?) {
        recordCancelled(at: index, shortToken: token.shortened, label: label)
    }

    /// Records push `index` as cancelled; `shortToken` names its device (or FCM target) shortened.
    public func recordCancelled(at index: Int, shortToken: String, label: String?) {
        record(at: index, shortToken: shortToken, label: label, outcome: .unavailable, failure: Self.cancelledFailure, latency: .zero)
    }

    /// Writes the records still waiting; the send is over.
    public func finish() {
        writer.finish()
    }

    private func record(at index: Int, shortToken: String, label: String?, outcome: PushOutcome,
                        response: APNsResponse? = nil, status: Int? = nil, failure: String?, latency: Duration) {
        var record = HistoryRecord(
            time: clock().timeIntervalSince1970, send: context.send, index: index, profile: context.profileName ?? "",
            environment: context.environment.rawValue, local: context.isLocal, label: label, token: shortToken,
            headers: context.headers, body: context.body, outcome: outcome.rawValue,
            status: response?.status ?? status, reason: response?.reason?.rawValue, apnsID: response?.apnsID,
            uniqueID: response?.apnsUniqueID, timestamp: response?.timestamp, retryAfter: response?.retryAfter,
            latencyMs: latency.wholeMilliseconds, error: failure, via: context.via)
        (record.profileFile, record.host, record.keyID, record.pid) = (context.profileFile, context.host, context.keyID, context.pid)
        if context.service == .fcm {
            record.service = ServiceKind.fcm.rawValue
            record.project = context.project
        }
        writer.record(record)
    }
}
