/// An APNs error answer: the status and the body `{"reason": "…"}`, plus `"timestamp"` for 410.
public struct APNsRejection: Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status.
    public let status: Int
    /// The reason for the body.
    public let reason: APNsReason
    /// For 410: milliseconds since 1970 when APNs learned the token was no longer valid.
    public let timestamp: Int?

    /// A rejection with an explicit status.
    public init(status: Int, reason: APNsReason, timestamp: Int? = nil) {
        self.status = status
        self.reason = reason
        self.timestamp = timestamp
    }

    /// A rejection with the status Apple documents for the reason (400 for an unknown one).
    public init(_ reason: APNsReason, timestamp: Int? = nil) {
        self.init(status: reason.status ?? 400, reason: reason, timestamp: timestamp)
    }

    /// The response body APNs sends, e.g. `{"reason":"Unregistered","timestamp":1700000000000}`.
    public var body: [UInt8] {
        var members = [JSONMember(key: "reason", value: .string(reason.rawValue))]
        if let timestamp {
            members.append(JSONMember(key: "timestamp", value: .number(JSONNumber(timestamp))))
        }
        return JSONValue.object(members).wireBytes()
    }

    /// `400 BadDeviceToken`.
    public var description: String { "\(status) \(reason.rawValue)" }
}
