/// One broadcast push: a Live Activity update sent to a channel rather than to a device token.
///
/// ``httpRequest(authorization:)`` is the one function that produces its wire request. See
/// [Sending broadcast push notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
public struct BroadcastRequest: Sendable, Equatable {
    /// The push type every broadcast carries; APNs compares it case-insensitively.
    public static let pushType = PushType.liveactivity
    /// The largest broadcast payload APNs accepts, in bytes.
    public static let payloadLimit = PushTypeRule.voipPayloadLimit
    /// The priorities Apple allows for channel updates.
    public static let allowedPriorities = [10, 5]

    /// The app's bundle ID, without a `.push-type.liveactivity` suffix (APNs answers `TopicDisallowed`).
    public var bundleID: String
    /// The channel's base64 ID, as APNs returned it at creation.
    public var channelID: String
    /// `apns-priority`: 10 (immediately) or 5 (power-considerate).
    public var priority: Int
    /// `apns-expiration` in UNIX seconds; must be 0 for a No-Message-Stored channel. Nil omits it.
    public var expiration: Int?
    /// An optional canonical UUID sent as `apns-id`.
    public var apnsID: String?
    /// An optional canonical UUID sent as `apns-request-id`.
    public var requestID: String?
    /// The JSON payload as the user wrote it; minified on the wire.
    public var payload: String

    /// A broadcast.
    public init(bundleID: String, channelID: String, priority: Int = 10, expiration: Int? = nil,
                apnsID: String? = nil, requestID: String? = nil, payload: String) {
        self.bundleID = bundleID
        self.channelID = channelID
        self.priority = priority
        self.expiration = expiration
        self.apnsID = apnsID
        self.requestID = requestID
        self.payload = payload
    }

    /// The HTTP/2 request as it goes to the broadcast host: no `apns-topic` (the bundle ID is in
    /// the path), `apns-push-type: liveactivity`, the channel in `apns-channel-id`.
    ///
    /// - Parameter authorization: the provider JWT without `bearer `, or nil on a certificate connection.
    public func httpRequest(authorization: String?) throws(PushRequestError) -> APNsHTTPRequest {
        let document = PayloadDocument(text: payload)
        guard let body = document.wireBytes else {
            throw .invalidPayload(document.syntaxError ?? JSONSyntaxError(line: 1, column: 1, offset: 0, message: "payload is not JSON"))
        }
        var headers = HeaderList()
        try headers.add(APNsHeaderName.authorization, authorization.map { "bearer " + $0 })
        try headers.add(APNsHeaderName.channelID, channelID)
        try headers.add(APNsHeaderName.pushType, Self.pushType.rawValue)
        try headers.add(APNsHeaderName.priority, String(priority))
        try headers.add(APNsHeaderName.expiration, expiration.map(String.init))
        try headers.add(APNsHeaderName.apnsID, apnsID)
        try headers.add(APNsHeaderName.requestID, requestID)
        try headers.add(APNsHeaderName.contentType, "application/json")
        return APNsHTTPRequest(method: "POST", path: BroadcastPath.broadcast(bundleID: bundleID).text,
                               headers: headers.headers, body: body)
    }

    /// The push-type suffix `bundleID` ends with (`.voip`, `.push-type.liveactivity`, …), if any:
    /// a broadcast path with one is answered `TopicDisallowed`.
    public static func topicSuffix(in bundleID: String) -> String? {
        PushType.known.compactMap(\.topicSuffix).first { bundleID.utf8.count > $0.utf8.count && bundleID.hasSuffix($0) }
    }

    /// The bundle ID a broadcast goes to, from a profile's topic: the topic without a push-type
    /// suffix, so a profile written for Live Activity pushes
    /// (`com.example.app.push-type.liveactivity`) broadcasts to `com.example.app`.
    public static func bundleID(fromTopic topic: String) -> String {
        guard let suffix = topicSuffix(in: topic) else { return topic }
        return String(topic.dropLast(suffix.count))
    }
}
