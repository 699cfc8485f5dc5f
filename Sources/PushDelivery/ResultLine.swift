import PushCore
import PushTransport

/// One push's result as a `--json` line: the same keys in the same order for APNs pushes, FCM
/// messages and broadcasts (a key that does not apply is `null`), so one script reads them all.
/// The README's `--json` table documents each key. `Codable` reads a line back (tests, scripts in
/// Swift); writing goes through ``appendJSON(to:)``, which keeps every key and writes `null`.
public struct ResultLine: Codable, Equatable {
    /// `apns`, `fcm` or `broadcast`.
    public var service: String
    /// The APNs device token (hex).
    public var token: String?
    /// The FCM recipient: `token …` and its last characters, `topic NAME`, `condition EXPR` or `message`.
    public var target: String?
    /// The broadcast channel.
    public var channelID: String?
    public var outcome: PushOutcome
    public var status: Int?
    /// APNs's reason, or FCM's error code.
    public var reason: String?
    public var apnsID: String?
    public var uniqueID: String?
    /// APNs's `apns-request-id` of a broadcast.
    public var requestID: String?
    /// The name FCM gave an accepted message.
    public var messageName: String?
    /// FCM's error message.
    public var message: String?
    public var timestamp: Int?
    public var retryAfter: Int?
    public var attempts: Int?
    public var latencyMs: Int?
    /// Why no answer arrived or the push was not sent.
    public var error: String?

    /// An APNs push's line; `error` overrides the result's failure (a cancellation).
    public init(_ result: PushResult) {
        self.init(apnsToken: result.request.token, outcome: result.outcome, response: result.response,
                  latencyMs: result.response == nil ? nil : result.latency.wholeMilliseconds, error: result.failure?.description)
        attempts = result.attempts
    }

    /// An APNs push's line from its parts (a push cancelled before it was answered has no result).
    public init(apnsToken token: DeviceToken, outcome: PushOutcome, response: APNsResponse?, latencyMs: Int?, error: String?) {
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
    public init(_ result: FCMResult, target: String, error: String?) {
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
    public init(_ result: BroadcastResult) {
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
    public var json: String {
        var bytes: [UInt8] = []
        appendJSON(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``json`` to `output`, with no newline: member by member straight into the buffer,
    /// since it runs once per push.
    public func appendJSON(to output: inout [UInt8]) {
        var object = JSONObjectWriter(appendingTo: &output, absent: .null)
        object.member("service", service)
        object.member("token", token)
        object.member("target", target)
        object.member("channelID", channelID)
        object.member("status", status)
        object.member("outcome", outcome.rawValue)
        object.member("reason", reason)
        object.member("apnsID", apnsID)
        object.member("uniqueID", uniqueID)
        object.member("requestID", requestID)
        object.member("messageName", messageName)
        object.member("message", message)
        object.member("timestamp", timestamp)
        object.member("retryAfter", retryAfter)
        object.member("attempts", attempts)
        object.member("latencyMs", latencyMs)
        object.member("error", error)
        object.finish(into: &output)
    }
}
