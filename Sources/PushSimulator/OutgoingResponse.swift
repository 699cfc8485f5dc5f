import Foundation
import PushCore

/// A response ready for nghttp2: status, headers and an optional JSON body.
struct OutgoingResponse {
    var status: Int
    var reason: APNsReason?
    var apnsID: String?
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []

    /// A 200 carries only `apns-id` (END_STREAM on HEADERS); errors carry `{"reason":…}`
    /// (plus `timestamp` on 410), as in
    /// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    init(status: Int, reason: APNsReason?, apnsID: String?, timestamp: Date? = nil) {
        self.status = status
        self.reason = reason
        self.apnsID = apnsID
        if let apnsID {
            headers.append(("apns-id", apnsID))
        }
        if let reason {
            var object: [String: Any] = ["reason": reason.rawValue]
            if let timestamp {
                object["timestamp"] = Int64((timestamp.timeIntervalSince1970 * 1000).rounded(.down))
            }
            body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map { [UInt8]($0) } ?? []
            headers.append(("content-type", "application/json"))
        }
    }

    /// 431 for a header list over ``IncomingRequest/maximumHeaderListBytes``; APNs has no reason
    /// string for it, so the body stays empty.
    static let headersTooLarge = OutgoingResponse(status: 431, reason: nil, apnsID: nil)
}
