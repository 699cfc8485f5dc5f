import PushCore
import PushTransport

/// One push's result as a `--json` line: the same keys in the same order for APNs pushes, FCM
/// messages and broadcasts (a key that does not apply is `null`), so one script reads them all.
/// The README's `--json` table documents each key.
struct ResultLine {
    /// `apns`, `fcm` or `broadcast`.
    var service: String
    /// The APNs device token (hex).
    var token: String?
    /// The FCM recipient: `token …` and its last characters, `topic NAME`, `condition EXPR` or `message`.
    var target: String?
    /// The broadcast channel.
    var channelID: String?
    var outcome: PushOutcome
    var status: Int?
    /// APNs's reason, or FCM's error code.
    var reason: String?
    var apnsID: String?
    var uniqueID: String?
    /// APNs's `apns-request-id` of a broadcast.
    var requestID: String?
    /// The name FCM gave an accepted message.
    var messageName: String?
    /// FCM's error message.
    var message: String?
    var timestamp: Int?
    var retryAfter: Int?
    var attempts: Int?
    var latencyMs: Int?
    /// Why no answer arrived or the push was not sent.
    var error: String?

    /// An APNs push's line; `error` overrides the result's failure (a cancellation).
    init(_ result: PushResult) {
        self.init(apnsToken: result.request.token, outcome: result.outcome, response: result.response,
                  latencyMs: result.response == nil ? nil : result.latency.wholeMilliseconds, error: result.failure?.description)
        attempts = result.attempts
    }

    /// An APNs push's line from its parts (a push cancelled before it was answered has no result).
    init(apnsToken token: DeviceToken, outcome: PushOutcome, response: APNsResponse?, latencyMs: Int?, error: String?) {
        service = "apns"
        self.token = token.hex
        self.outcome = outcome
        status = response?.status
        reason = response?.reason?.rawValue
        apnsID = response?.apnsID
        uniqueID = response?.apnsUniqueID
        timestamp = response?.timestamp
        retryAfter = response?.retryAfter
        self.latencyMs = latencyMs
        self.error = error
    }

    /// An FCM message's line; `target` is the recipient as the human line names it.
    init(_ result: FCMResult, target: String, error: String?) {
        service = "fcm"
        self.target = target
        outcome = result.outcome
        status = result.response?.status
        reason = result.response?.errorCode?.rawValue
        messageName = result.response?.messageName
        message = result.response?.errorMessage
        attempts = result.attempts
        self.error = error
    }

    /// A broadcast's line.
    init(_ result: BroadcastResult) {
        service = "broadcast"
        channelID = result.request.channelID
        outcome = result.outcome
        status = result.response?.status
        reason = result.response?.reason?.rawValue
        requestID = result.requestID
        attempts = result.attempts
        latencyMs = result.response == nil ? nil : result.latency.wholeMilliseconds
        error = result.failure?.description
    }

    /// The line: one JSON object.
    var json: String {
        var bytes: [UInt8] = []
        appendJSON(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``json`` to `output`, with no newline.
    func appendJSON(to output: inout [UInt8]) {
        JSONOutput.append([
            ("service", .string(service)),
            ("token", JSONOutput.text(token)),
            ("target", JSONOutput.text(target)),
            ("channelID", JSONOutput.text(channelID)),
            ("status", JSONOutput.number(status)),
            ("outcome", .string(outcome.rawValue)),
            ("reason", JSONOutput.text(reason)),
            ("apnsID", JSONOutput.text(apnsID)),
            ("uniqueID", JSONOutput.text(uniqueID)),
            ("requestID", JSONOutput.text(requestID)),
            ("messageName", JSONOutput.text(messageName)),
            ("message", JSONOutput.text(message)),
            ("timestamp", JSONOutput.number(timestamp)),
            ("retryAfter", JSONOutput.number(retryAfter)),
            ("attempts", JSONOutput.number(attempts)),
            ("latencyMs", JSONOutput.number(latencyMs)),
            ("error", JSONOutput.text(error)),
        ], to: &output)
    }
}
