import Foundation
import PushCore

/// One token the simulator's ``DeviceRegistry`` knows: which app and environment it was issued in,
/// what for, and whether the app has since been uninstalled.
public struct RegisteredDevice: Sendable, Equatable {
    /// The token as it appears in `/3/device/<token>`.
    public var token: DeviceToken
    /// The bundle ID of the app the token was issued to (the `topic` field of a devices file).
    public var bundleID: String
    /// The environment the token was issued in; the other environment answers `BadDeviceToken`.
    public var environment: APNsEnvironment
    /// What the token was issued for (the token book's kinds, ``TokenKind/fcm`` excepted).
    public var kind: TokenKind
    /// When the app stopped being registered for pushes: from then on the token is answered
    /// `410 Unregistered` with this time as the `timestamp`. Nil for a live token.
    public var unregisteredAt: Date?

    /// A registered token; live unless `unregisteredAt` is given.
    public init(token: DeviceToken, bundleID: String, environment: APNsEnvironment, kind: TokenKind,
                unregisteredAt: Date? = nil) {
        self.token = token
        self.bundleID = bundleID
        self.environment = environment
        self.kind = kind
        self.unregisteredAt = unregisteredAt
    }
}
