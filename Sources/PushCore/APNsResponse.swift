import Foundation

/// One APNs answer, read from its status, headers and JSON body.
///
/// A success is `200` with an `apns-id` and no body; a failure carries `{"reason": "…"}` and, for
/// 410, `"timestamp"` in milliseconds. See
/// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public struct APNsResponse: Sendable, Equatable {
    /// The HTTP status.
    public let status: Int
    /// The body's `reason`, known or not.
    public let reason: APNsReason?
    /// The `apns-id` header: the notification's UUID.
    public let apnsID: String?
    /// The `apns-unique-id` header, sent by the sandbox only, for the Push Notifications Console.
    public let apnsUniqueID: String?
    /// The body's `timestamp` (410): milliseconds since 1970 when APNs last saw the token valid.
    public let timestamp: Int?
    /// The `retry-after` header in seconds, when present as a number.
    public let retryAfter: Int?
    /// The body as received, for logs and for bodies that are not the documented JSON.
    public let body: String
    /// The server's `date` header, when it sent a valid one: what its clock said, for ``ClockSkew``.
    public var serverDate: Date? {
        switch date {
        case .given(let date): date
        case .header(let text): HTTPDate.parse(text)
        }
    }

    /// The server's date as given, or its header unread: a send checks the clock once, so the
    /// header of every other answer is never parsed.
    private enum ServerDate: Sendable, Equatable {
        case given(Date?)
        case header(String)
    }

    private var date: ServerDate

    /// A response with known fields.
    public init(status: Int, reason: APNsReason? = nil, apnsID: String? = nil, apnsUniqueID: String? = nil,
                timestamp: Int? = nil, retryAfter: Int? = nil, body: String = "", serverDate: Date? = nil) {
        self.status = status
        self.reason = reason
        self.apnsID = apnsID
        self.apnsUniqueID = apnsUniqueID
        self.timestamp = timestamp
        self.retryAfter = retryAfter
        self.body = body
        self.date = .given(serverDate)
    }

    /// Reads a response as the transport received it. Header names are matched case-insensitively;
    /// a body that is not JSON is kept in ``body`` and yields no reason.
    public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
        self.init(status: status, body: body) { name in headers.first { $0.name.isASCIICaseInsensitiveEqual(to: name) }?.value }
    }

    /// Reads a response from the transport's header list as it stands (no copy of it per answer).
    /// Its names are lowercase, as ``HTTPHeader``'s are (the transport lowers any that are not), so
    /// they are compared exactly: four lookups an answer, on every push.
    public init(status: Int, fields: [HTTPHeader], body: [UInt8]) {
        self.init(status: status, body: body) { name in fields.first { $0.name == name }?.value }
    }

    private init(status: Int, body: [UInt8], header: (String) -> String?) {
        let json = body.isEmpty ? nil : try? JSONParser.parse(body)
        self.init(
            status: status,
            reason: json?["reason"]?.stringValue.map(APNsReason.init(rawValue:)),
            apnsID: header(APNsHeaderName.apnsID),
            apnsUniqueID: header(APNsHeaderName.apnsUniqueID),
            timestamp: json?["timestamp"]?.numberValue?.integerValue,
            retryAfter: header(APNsHeaderName.retryAfter).flatMap { Int($0.trimmingASCIISpaces()) },
            body: String(decoding: body, as: UTF8.self))
        if let dateHeader = header(HTTPDate.headerName) { date = .header(dateHeader) }
    }

    private var isSuccess: Bool { status == PushOutcome.acceptedStatus }

    /// Whether APNs' status is a 2xx other than 200, which APNs never sends for a push: not a
    /// delivery, whatever the body says.
    public var isUnexpectedStatus: Bool { PushOutcome.isUnexpectedSuccess(status) }

    /// How pushtui classifies this response: by the reason when known, else by the status class.
    public var outcome: PushOutcome {
        if isSuccess { return .delivered }
        if isUnexpectedStatus { return .failed }
        return reason?.info?.outcome ?? PushOutcome(status: status)
    }

    /// What happened, in plain English.
    public var explanation: String {
        if isSuccess { return "APNs accepted the notification." }
        if isUnexpectedStatus { return "unexpected status \(status): APNs answers 200 alone when it accepts a notification." }
        if let info = reason?.info { return info.explanation }
        if let reason { return "APNs answered \(status) with reason '\(reason.rawValue)', which Apple has not documented." }
        return "APNs answered \(status) without a reason."
    }

    /// What the user should do next.
    public var whatToDo: String {
        if isSuccess { return "Nothing; delivery to the device is up to APNs now." }
        if isUnexpectedStatus { return "Check the endpoint is APNs (or the simulator) and no proxy answers in its place." }
        if let info = reason?.info { return info.whatToDo }
        switch outcome {
        case .unavailable: return "Send again later with back-off."
        case .rateLimited: return "Wait before sending again, honouring Retry-After if present."
        case .unauthorized: return "Check the key, token or certificate."
        case .unregistered: return "Stop sending to this token."
        default: return "Check the request against Apple's documentation; the raw body is in the log."
        }
    }

    /// Whether sending the same request again later may succeed.
    public var isRetryable: Bool {
        if isSuccess || isUnexpectedStatus { return false }
        if let info = reason?.info { return info.isRetryable }
        return status == 429 || (500..<600).contains(status)
    }
}
