import Foundation
import PushCore

/// The devices a simulator knows, and APNs' answers about them: with a registry the simulator
/// answers a well-formed token the way APNs answers it, instead of delivering to any token.
///
/// Rules, in order, the first that applies wins (statuses and reasons from
/// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns),
/// topics and push types from
/// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)):
/// 1. the token is not registered in this simulator's environment → 400 `BadDeviceToken`
///    (APNs gives a token of the other environment the same answer);
/// 2. the topic is not the one the push type has in the token's app (another app's bundle ID, or a
///    suffixed topic such as `<bundle>.voip` with a push type that takes the plain bundle ID) → 400
///    `DeviceTokenNotForTopic`;
/// 3. the push type is one the token's kind does not receive (``PushCore/TokenKind/receives(_:)``) → 400
///    `DeviceTokenNotForTopic`;
/// 4. the token was unregistered at or before `now` → 410 `Unregistered` with that time as the
///    `timestamp`.
public struct DeviceRegistry: Sendable, Equatable {
    private struct Key: Hashable {
        let token: DeviceToken
        let environment: APNsEnvironment
    }

    private let devices: [Key: RegisteredDevice]

    /// A registry of `devices`; for a token listed twice in one environment the last entry counts
    /// (the devices file refuses such duplicates before this).
    public init(devices: [RegisteredDevice]) {
        self.devices = Dictionary(devices.map { (Key(token: $0.token, environment: $0.environment), $0) },
                                  uniquingKeysWith: { _, last in last })
    }

    /// The rejection APNs would send for a push to `token` with `topic` and `pushType` on a server
    /// of `environment`, or nil when it is delivered.
    public func rejection(token: DeviceToken, topic: String, pushType: PushType, environment: APNsEnvironment,
                          now: Date) -> APNsRejection? {
        guard let device = devices[Key(token: token, environment: environment)] else {
            return APNsRejection(.badDeviceToken)
        }
        guard topic == pushType.topic(forBundleID: device.bundleID), device.kind.receives(pushType) else {
            return APNsRejection(.deviceTokenNotForTopic)
        }
        if let since = device.unregisteredAt, since <= now {
            return .unregistered(since: since)
        }
        return nil
    }
}
