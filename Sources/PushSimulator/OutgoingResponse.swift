import PushCore

/// A response ready for nghttp2: status, headers and an optional JSON body.
struct OutgoingResponse {
    var status: Int
    var reason: APNsReason?
    var apnsID: String?
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []

    /// 200 when `rejection` is nil: only `apns-id`, no body (END_STREAM on HEADERS). Otherwise the
    /// rejection's status and PushCore's wire body `{"reason":…}` (plus `timestamp` on 410), as in
    /// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    init(rejection: APNsRejection?, apnsID: String?) {
        status = rejection?.status ?? 200
        reason = rejection?.reason
        self.apnsID = apnsID
        if let apnsID {
            headers.append((APNsHeaderName.apnsID, apnsID))
        }
        if let rejection {
            body = rejection.body
            headers.append((APNsHeaderName.contentType, "application/json"))
        }
    }

    private init(status: Int) {
        self.status = status
    }

    /// 431 for a header list over ``IncomingRequest/maximumHeaderListBytes``; APNs has no reason
    /// string for it, so the body stays empty.
    static let headersTooLarge = OutgoingResponse(status: 431)
}
