import Foundation
import PushCore
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// The device registry and the token form rules observed by the curl CLI over real TLS (verified
/// with the simulator's CA): each rule's status, reason and, for 410, timestamp.
@Suite(.serialized) struct DeviceRegistryBehaviourTests {
    static let app = "com.example.app"
    static let phone = String(repeating: "a1", count: 32)
    static let voip = String(repeating: "b2", count: 32)
    static let gone = String(repeating: "e5", count: 32)
    static let production = String(repeating: "f6", count: 32)
    static let liveActivityBody = #"{"aps":{"timestamp":1,"event":"update","content-state":{}}}"#

    private static func fixture(goneAt: Date) throws -> SimulatorFixture {
        let registry = DeviceRegistry(devices: [
            RegisteredDevice(token: try DeviceToken(parsing: phone), bundleID: app, environment: .sandbox, kind: .device),
            RegisteredDevice(token: try DeviceToken(parsing: voip), bundleID: app, environment: .sandbox, kind: .voip),
            RegisteredDevice(token: try DeviceToken(parsing: gone), bundleID: app, environment: .sandbox, kind: .device, unregisteredAt: goneAt),
            RegisteredDevice(token: try DeviceToken(parsing: production), bundleID: app, environment: .production, kind: .device),
        ])
        return try SimulatorFixture(configure: { $0.devices = registry })
    }

    /// Requests to one simulator under one provider token (a new token per request would be
    /// answered `TooManyProviderTokenUpdates`).
    private struct Requests {
        let fixture: SimulatorFixture
        let authorization: String

        init(_ fixture: SimulatorFixture) throws {
            self.fixture = fixture
            authorization = try fixture.authorization
        }

        func push(_ token: String, topic: String = app, pushType: String = "alert",
                  body: String = #"{"aps":{"alert":"hi"}}"#) -> SequencedRequest {
            SequencedRequest(url: fixture.url(token: token),
                             headers: ["apns-topic: \(topic)", "apns-push-type: \(pushType)", "authorization: \(authorization)"],
                             body: body)
        }
    }

    @Test func withoutARegistryAWellFormedTokenIsDeliveredAndAMalformedOneIsABadDeviceToken() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let tokens = [String(repeating: "77", count: 32), "abcd", String(repeating: "ab", count: 31), String(repeating: "a", count: 63),
                      String(repeating: "ag", count: 32)]
        let client = try Requests(fixture)
        let results = try curlSequence(tokens.map { client.push($0) }, caFile: fixture.endpoint.caFile)
        #expect(results.map(\.status) == [200, 400, 400, 400, 400], "\(results)")
        #expect(results.dropFirst().allSatisfy { $0.body == #"{"reason":"BadDeviceToken"}"# }, "\(results)")
        #expect(fixture.simulator.deliveredNotifications.map(\.token.hex) == [tokens[0]])
    }

    @Test func aRegistryAnswersEachRuleAsAPNs() throws {
        let goneAt = ManualClock().date.addingTimeInterval(-86_400.5)
        let fixture = try Self.fixture(goneAt: goneAt)
        defer { fixture.stop() }
        let client = try Requests(fixture)
        let requests = [
            client.push(Self.phone),
            client.push(Self.voip, topic: Self.app + ".voip", pushType: "voip"),
            client.push(String(repeating: "77", count: 32)),
            client.push(Self.production),
            client.push(Self.phone, topic: Self.app + ".voip", pushType: "voip"),
            client.push(Self.phone, topic: Self.app + ".voip"),
            client.push(Self.voip),
            client.push(Self.voip, pushType: "background", body: #"{"aps":{"content-available":1}}"#),
            client.push(Self.phone, topic: Self.app + ".push-type.liveactivity", pushType: "liveactivity",
                        body: Self.liveActivityBody),
            client.push(Self.voip, topic: Self.app + ".push-type.liveactivity", pushType: "liveactivity",
                        body: Self.liveActivityBody),
            client.push(Self.phone, topic: "com.example.other"),
            client.push(Self.gone),
        ]
        let results = try curlSequence(requests, caFile: fixture.endpoint.caFile)
        let answers = results.map { "\($0.status) \($0.body)" }
        let notForTopic = #"400 {"reason":"DeviceTokenNotForTopic"}"#
        #expect(answers == [
            "200 ", "200 ",
            #"400 {"reason":"BadDeviceToken"}"#, #"400 {"reason":"BadDeviceToken"}"#,
            notForTopic, notForTopic, notForTopic, notForTopic, notForTopic, notForTopic, notForTopic,
            #"410 {"reason":"Unregistered","timestamp":\#(Int64((goneAt.timeIntervalSince1970 * 1000).rounded(.down)))}"#,
        ], "\(answers)")
        #expect(fixture.simulator.deliveredNotifications.map(\.token.hex) == [Self.phone, Self.voip])
    }
}
