import Foundation
import PushCore

/// One notification the built-in simulator delivered, as the device view shows it.
public struct DeviceDelivery: Sendable, Equatable {
    public var shortToken: String
    public var topic: String
    public var pushType: PushType
    public var payload: [UInt8]
    public var receivedAt: Date

    public init(shortToken: String, topic: String, pushType: PushType, payload: [UInt8], receivedAt: Date) {
        self.shortToken = shortToken
        self.topic = topic
        self.pushType = pushType
        self.payload = payload
        self.receivedAt = receivedAt
    }

    /// What a lock screen would show: from `aps.alert` (a string or title/subtitle/body), badge and sound.
    public var banner: (title: String?, subtitle: String?, body: String?, badge: String?, sound: String?) {
        guard case .success(let root) = PayloadDocument(bytes: payload).parse, let aps = root["aps"] else {
            return (nil, nil, nil, nil, nil)
        }
        let alert = aps["alert"]
        let title = alert?["title"]?.stringValue
        let subtitle = alert?["subtitle"]?.stringValue
        let body = alert?.stringValue ?? alert?["body"]?.stringValue
        let badge = aps["badge"]?.numberValue?.literal
        let sound = aps["sound"]?.stringValue ?? aps["sound"]?["name"]?.stringValue
        return (title, subtitle, body, badge, sound)
    }
}
