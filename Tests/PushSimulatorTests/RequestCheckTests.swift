import PushCore
import Foundation
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// Header and payload rejections come from PushCore's APNsRequestCheck; these prove the
/// simulator routes every request through it and answers in APNs' shape.
@Suite(.serialized) struct RequestCheckTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        var method = "POST"
        var path = "/3/device/" + SimulatorFixture.token
        /// Replaces the valid alert headers (the authorization is always added).
        var headers = ["apns-topic: com.example.app", "apns-push-type: alert"]
        var body: String? = "{\"aps\":{\"alert\":\"hi\"}}"
        let status: Int
        let reason: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "GET", method: "GET", body: nil, status: 405, reason: "MethodNotAllowed"),
        Case(name: "wrong path", path: "/3/devices/" + SimulatorFixture.token, status: 404, reason: "BadPath"),
        Case(name: "no token", path: "/3/device/", status: 400, reason: "MissingDeviceToken"),
        Case(name: "token not hex", path: "/3/device/xyz", status: 400, reason: "BadDeviceToken"),
        Case(name: "topic twice", headers: ["apns-topic: com.example.app", "apns-topic: com.example.other", "apns-push-type: alert"],
             status: 400, reason: "DuplicateHeaders"),
        Case(name: "unknown push type", headers: ["apns-topic: com.example.app", "apns-push-type: telegram"], status: 400, reason: "InvalidPushType"),
        Case(name: "no topic", headers: ["apns-push-type: alert"], status: 400, reason: "MissingTopic"),
        Case(name: "plain topic for voip", headers: ["apns-topic: com.example.app", "apns-push-type: voip"],
             status: 400, reason: "TopicDisallowed"),
        Case(name: "priority 7", headers: ["apns-topic: com.example.app", "apns-push-type: alert", "apns-priority: 7"],
             status: 400, reason: "BadPriority"),
        Case(name: "expiration not a number", headers: ["apns-topic: com.example.app", "apns-push-type: alert", "apns-expiration: soon"],
             status: 400, reason: "BadExpirationDate"),
        Case(name: "collapse id over 64 bytes",
             headers: ["apns-topic: com.example.app", "apns-push-type: alert", "apns-collapse-id: " + String(repeating: "c", count: 65)],
             status: 400, reason: "BadCollapseId"),
        Case(name: "apns-id not a UUID", headers: ["apns-topic: com.example.app", "apns-push-type: alert", "apns-id: 42"],
             status: 400, reason: "BadMessageId"),
        Case(name: "payload not JSON", body: "{\"aps\":", status: 400, reason: "BadRequestPayload"),
        Case(name: "empty payload", body: "", status: 400, reason: "PayloadEmpty"),
        Case(name: "payload over 4096", body: "{\"aps\":{\"alert\":\"" + String(repeating: "x", count: 4100) + "\"}}",
             status: 413, reason: "PayloadTooLarge"),
    ]

    @Test(arguments: cases)
    func rejectionsUseTheSharedCheck(_ testCase: Case) throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let response = try curl(fixture.endpoint.url + testCase.path, caFile: fixture.endpoint.caFile, method: testCase.method,
                                headers: testCase.headers + ["authorization: \(try fixture.authorization)"],
                                body: testCase.body)
        #expect(response.status == testCase.status, "\(response)")
        #expect(response.reason == testCase.reason)
        let apnsID = try #require(response.headers["apns-id"])
        #expect(UUID(uuidString: apnsID) != nil, "even a malformed apns-id is answered under a canonical one")
        #expect(fixture.simulator.deliveredNotifications.isEmpty)
    }

    @Test func requestCheckRunsBeforeAuthorization() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let response = try curl(fixture.url(token: "xyz"), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: nil))
        #expect(response.status == 400)
        #expect(response.reason == "BadDeviceToken")
    }

    @Test func givenAPNsIDIsEchoed() throws {
        let fixture = try SimulatorFixture()
        defer { fixture.stop() }
        let apnsID = "123e4567-e89b-12d3-a456-4266554400a0"
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile,
                                headers: fixture.headers(authorization: try fixture.authorization, extra: ["apns-id: \(apnsID)"]))
        #expect(response.status == 200)
        #expect(response.headers["apns-id"] == apnsID)
    }

    @Test(arguments: [APNsEnvironment.sandbox, .production])
    func uniqueIDOnlyInSandbox(_ environment: APNsEnvironment) throws {
        let fixture = try SimulatorFixture(environment: environment)
        defer { fixture.stop() }
        let response = try curl(fixture.url(), caFile: fixture.endpoint.caFile, headers: fixture.headers(authorization: try fixture.authorization))
        #expect(response.status == 200)
        let uniqueID = response.headers["apns-unique-id"]
        if environment == .sandbox {
            let value = try #require(uniqueID)
            #expect(UUID(uuidString: value) != nil && value == value.lowercased())
            #expect(value != response.headers["apns-id"])
        } else {
            #expect(uniqueID == nil)
        }
    }
}
