import Foundation
import PushCore
import PushSimulator
import Testing

/// The registry's rules as a pure function: which pushes to which known tokens APNs refuses, and why.
@Suite struct DeviceRegistryTests {
    static let app = "com.example.app"
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let phone = String(repeating: "a1", count: 32)
    static let voip = String(repeating: "b2", count: 32)
    static let activity = String(repeating: "c3", count: 40)
    static let starter = String(repeating: "d4", count: 40)
    static let gone = String(repeating: "e5", count: 32)
    static let production = String(repeating: "f6", count: 32)
    static let goneAt = now.addingTimeInterval(-3600.25)

    static func registry() throws -> DeviceRegistry {
        DeviceRegistry(devices: [
            RegisteredDevice(token: try DeviceToken(parsing: phone), bundleID: app, environment: .sandbox, kind: .device),
            RegisteredDevice(token: try DeviceToken(parsing: voip), bundleID: app, environment: .sandbox, kind: .voip),
            RegisteredDevice(token: try DeviceToken(parsing: activity), bundleID: app, environment: .sandbox, kind: .liveactivity),
            RegisteredDevice(token: try DeviceToken(parsing: starter), bundleID: app, environment: .sandbox, kind: .pushToStart),
            RegisteredDevice(token: try DeviceToken(parsing: gone), bundleID: app, environment: .sandbox, kind: .device, unregisteredAt: goneAt),
            RegisteredDevice(token: try DeviceToken(parsing: production), bundleID: app, environment: .production, kind: .device),
        ])
    }

    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let token: String
        let topic: String
        let pushType: PushType
        let reason: APNsReason?
        var description: String { name }
    }

    @Test(arguments: [
        Case(name: "alert to a device token", token: phone, topic: app, pushType: .alert, reason: nil),
        Case(name: "background to a device token", token: phone, topic: app, pushType: .background, reason: nil),
        Case(name: "voip to a VoIP token", token: voip, topic: app + ".voip", pushType: .voip, reason: nil),
        Case(name: "update to a Live Activity token", token: activity, topic: app + ".push-type.liveactivity", pushType: .liveactivity,
             reason: nil),
        Case(name: "start to a push-to-start token", token: starter, topic: app + ".push-type.liveactivity", pushType: .liveactivity,
             reason: nil),
        Case(name: "unknown token", token: String(repeating: "77", count: 32), topic: app, pushType: .alert, reason: .badDeviceToken),
        Case(name: "token of the other environment", token: production, topic: app, pushType: .alert, reason: .badDeviceToken),
        Case(name: "voip to a device token", token: phone, topic: app + ".voip", pushType: .voip, reason: .deviceTokenNotForTopic),
        Case(name: ".voip topic as an alert to a device token", token: phone, topic: app + ".voip", pushType: .alert,
             reason: .deviceTokenNotForTopic),
        Case(name: "alert to a VoIP token", token: voip, topic: app, pushType: .alert, reason: .deviceTokenNotForTopic),
        Case(name: "background to a VoIP token", token: voip, topic: app, pushType: .background, reason: .deviceTokenNotForTopic),
        Case(name: "Live Activity to a device token", token: phone, topic: app + ".push-type.liveactivity", pushType: .liveactivity,
             reason: .deviceTokenNotForTopic),
        Case(name: "Live Activity to a VoIP token", token: voip, topic: app + ".push-type.liveactivity", pushType: .liveactivity,
             reason: .deviceTokenNotForTopic),
        Case(name: "alert to a Live Activity token", token: activity, topic: app, pushType: .alert, reason: .deviceTokenNotForTopic),
        Case(name: "another app's topic", token: phone, topic: "com.example.other", pushType: .alert, reason: .deviceTokenNotForTopic),
        Case(name: "another app's voip topic", token: voip, topic: "com.example.other.voip", pushType: .voip,
             reason: .deviceTokenNotForTopic),
        Case(name: "unregistered token", token: gone, topic: app, pushType: .alert, reason: .unregistered),
        Case(name: "unregistered token, wrong topic first", token: gone, topic: "com.example.other", pushType: .alert,
             reason: .deviceTokenNotForTopic),
    ])
    func answersAsAPNs(_ testCase: Case) throws {
        let rejection = try Self.registry().rejection(token: try DeviceToken(parsing: testCase.token), topic: testCase.topic,
                                                      pushType: testCase.pushType, environment: .sandbox, now: Self.now)
        #expect(rejection?.reason == testCase.reason)
    }

    @Test func unregisteredCarriesItsTimeInMillisecondsAndWaitsForIt() throws {
        let registry = try Self.registry()
        let token = try DeviceToken(parsing: Self.gone)
        let rejection = registry.rejection(token: token, topic: Self.app, pushType: .alert, environment: .sandbox, now: Self.now)
        #expect(rejection == APNsRejection(status: 410, reason: .unregistered, timestamp: 1_799_996_399_750))
        #expect(registry.rejection(token: token, topic: Self.app, pushType: .alert, environment: .sandbox,
                                   now: Self.goneAt.addingTimeInterval(-1)) == nil,
                "before it was unregistered the token was live")
    }

    @Test func theProductionTokenIsKnownInProduction() throws {
        let rejection = try Self.registry().rejection(token: try DeviceToken(parsing: Self.production), topic: Self.app,
                                                      pushType: .alert, environment: .production, now: Self.now)
        #expect(rejection == nil)
    }
}
