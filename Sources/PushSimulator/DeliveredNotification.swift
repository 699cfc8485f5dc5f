import Foundation
import PushCore

/// A notification the simulator accepted with 200: what the device would receive.
public struct DeliveredNotification: Sendable, Equatable {
    /// The device token from `:path`.
    public let token: DeviceToken
    /// `apns-topic`, when sent.
    public let topic: String?
    /// `apns-push-type`, when sent.
    public let pushType: PushType?
    /// The `apns-id` of the response (echoed or generated).
    public let apnsID: String
    /// Every regular request header in arrival order, `authorization` shortened.
    public let headers: [HTTPHeader]
    /// The request body exactly as received.
    public let payload: [UInt8]
    /// When it was accepted, on the configuration's clock.
    public let receivedAt: Date
    /// The simulator's number for the connection it arrived on (1, 2, …).
    public let connection: Int

    /// A delivered notification, e.g. for console fixtures; the simulator makes these itself.
    public init(token: DeviceToken, topic: String?, pushType: PushType?, apnsID: String, headers: [HTTPHeader],
                payload: [UInt8], receivedAt: Date, connection: Int) {
        self.token = token
        self.topic = topic
        self.pushType = pushType
        self.apnsID = apnsID
        self.headers = headers
        self.payload = payload
        self.receivedAt = receivedAt
        self.connection = connection
    }

    /// The payload as text (invalid UTF-8 replaced), for display.
    public var payloadText: String { String(decoding: payload, as: UTF8.self) }
}
