import Testing
import PushCore

@Suite struct APNsRequestCheckTests {
    typealias Headers = [(name: String, value: String)]

    struct Probe: Sendable, CustomStringConvertible {
        var method = "POST"
        var path = "/3/device/" + Fixture.tokenHex
        var headers: [HTTPHeader] = [HTTPHeader(name: "apns-push-type", value: "alert"),
                                     HTTPHeader(name: "apns-topic", value: "com.example.app")]
        var body = Array(#"{"aps":{"alert":"Hi"}}"#.utf8)
        var requiresTopic = true
        var expected: APNsRejection?
        var label = ""

        var description: String { label }

        func with(_ label: String, expect reason: APNsReason?, _ change: (inout Probe) -> Void) -> Probe {
            var copy = self
            change(&copy)
            copy.label = label
            copy.expected = reason.map { APNsRejection($0) }
            return copy
        }

        func setting(_ name: String, _ value: String) -> [HTTPHeader] {
            headers.filter { $0.name != name } + [HTTPHeader(name: name, value: value)]
        }

        func run() -> APNsRejection? {
            APNsRequestCheck.check(method: method, path: path, headers: headers.map { (name: $0.name, value: $0.value) },
                                   body: body, options: .init(requiresTopic: requiresTopic))
        }
    }

    static let base = Probe()

    static let probes: [Probe] = [
        base.with("valid request", expect: nil) { _ in },
        base.with("GET", expect: .methodNotAllowed) { $0.method = "GET" },
        base.with("wrong path", expect: .badPath) { $0.path = "/3/devices/abcd" },
        base.with("version 4 path", expect: .badPath) { $0.path = "/4/device/abcd" },
        base.with("empty token", expect: .missingDeviceToken) { $0.path = "/3/device/" },
        base.with("no token segment", expect: .missingDeviceToken) { $0.path = "/3/device" },
        base.with("token not hex", expect: .badDeviceToken) { $0.path = "/3/device/xyz0" },
        base.with("token odd length", expect: .badDeviceToken) { $0.path = "/3/device/abc" },
        base.with("token with extra segment", expect: .badDeviceToken) { $0.path = "/3/device/abcd/ef" },
        base.with("uppercase token", expect: nil) { $0.path = "/3/device/" + Fixture.tokenHex.uppercased() },
        base.with("short token", expect: .badDeviceToken) { $0.path = "/3/device/abcd" },
        base.with("token one byte short", expect: .badDeviceToken) { $0.path = "/3/device/" + String(repeating: "ab", count: 31) },
        base.with("long token", expect: nil) { $0.path = "/3/device/" + String(repeating: "ab", count: 80) },
        base.with("duplicate header", expect: .duplicateHeaders) { $0.headers.append(HTTPHeader(name: "apns-topic", value: "x")) },
        base.with("duplicate header in other case", expect: .duplicateHeaders) { $0.headers.append(HTTPHeader(name: "APNS-TOPIC", value: "x")) },
        base.with("unknown push type", expect: .invalidPushType) { $0.headers = $0.setting("apns-push-type", "hologram") },
        base.with("push type absent is alert", expect: nil) { $0.headers.removeAll { $0.name == "apns-push-type" } },
        base.with("topic absent on token connection", expect: .missingTopic) { $0.headers.removeAll { $0.name == "apns-topic" } },
        base.with("topic absent on single-topic certificate", expect: nil) {
            $0.headers.removeAll { $0.name == "apns-topic" }
            $0.requiresTopic = false
        },
        // A bundle ID may itself end in .voip: APNs cannot tell, so the simulator does not refuse it.
        base.with("bundle ID ending in .voip for alert", expect: nil) { $0.headers = $0.setting("apns-topic", "com.acme.voip") },
        base.with("plain topic for voip", expect: .topicDisallowed) { $0.headers = $0.setting("apns-push-type", "voip") },
        base.with("priority 7", expect: .badPriority) { $0.headers = $0.setting("apns-priority", "7") },
        base.with("priority text", expect: .badPriority) { $0.headers = $0.setting("apns-priority", "high") },
        base.with("priority 1", expect: nil) { $0.headers = $0.setting("apns-priority", "1") },
        base.with("background with 10", expect: .badPriority) {
            $0.headers = $0.setting("apns-push-type", "background") + [HTTPHeader(name: "apns-priority", value: "10")]
        },
        base.with("expiration negative", expect: .badExpirationDate) { $0.headers = $0.setting("apns-expiration", "-1") },
        base.with("expiration text", expect: .badExpirationDate) { $0.headers = $0.setting("apns-expiration", "tomorrow") },
        base.with("expiration zero", expect: nil) { $0.headers = $0.setting("apns-expiration", "0") },
        base.with("collapse id 65 bytes", expect: .badCollapseID) { $0.headers = $0.setting("apns-collapse-id", String(repeating: "c", count: 65)) },
        base.with("collapse id 64 bytes", expect: nil) { $0.headers = $0.setting("apns-collapse-id", String(repeating: "c", count: 64)) },
        base.with("apns-id not a UUID", expect: .badMessageID) { $0.headers = $0.setting("apns-id", "42") },
        base.with("apns-id canonical", expect: nil) { $0.headers = $0.setting("apns-id", "123e4567-e89b-12d3-a456-4266554400a0") },
        base.with("empty body", expect: .payloadEmpty) { $0.body = [] },
        base.with("4097 bytes for alert", expect: .payloadTooLarge) { $0.body = Array(repeating: 0x20, count: 4097) },
        base.with("5120 bytes for voip", expect: nil) {
            $0.headers = $0.setting("apns-push-type", "voip").filter { $0.name != "apns-topic" } + [HTTPHeader(name: "apns-topic", value: "a.voip")]
            $0.body = Array(#"{"aps":{}}"#.utf8) + Array(repeating: 0x20, count: 5110)
        },
        base.with("body not JSON", expect: .badRequestPayload) { $0.body = Array("{aps}".utf8) },
        base.with("pseudo-headers are ignored", expect: nil) {
            $0.headers += [HTTPHeader(name: ":method", value: "POST"), HTTPHeader(name: ":path", value: "/x")]
        },
        // The first failing rule wins, in Apple's order.
        base.with("method before path", expect: .methodNotAllowed) { $0.method = "PUT"; $0.path = "/nope" },
        base.with("token before headers", expect: .badDeviceToken) { $0.path = "/3/device/zz"; $0.headers.append($0.headers[0]) },
        base.with("headers before body", expect: .invalidPushType) { $0.headers = $0.setting("apns-push-type", "x"); $0.body = [] },
    ]

    @Test(arguments: probes)
    func answersLikeAPNs(_ probe: Probe) {
        #expect(probe.run() == probe.expected)
    }

    @Test func rejectionsCarryApplesStatuses() {
        #expect(APNsRejection(.methodNotAllowed).status == 405)
        #expect(APNsRejection(.badPath).status == 404)
        #expect(APNsRejection(.payloadTooLarge).status == 413)
        #expect(APNsRejection(.badDeviceToken).status == 400)
        #expect(APNsRejection(APNsReason(rawValue: "Undocumented")).status == 400)
        #expect(APNsRejection(.payloadTooLarge).description == "413 PayloadTooLarge")
    }

    @Test func extractsTheDeviceTokenFromThePath() throws {
        #expect(APNsRequestCheck.deviceToken(fromPath: "/3/device/ABCD")?.hex == "abcd")
        #expect(APNsRequestCheck.deviceToken(fromPath: "/3/device/") == nil)
        #expect(APNsRequestCheck.deviceToken(fromPath: "/3/device/xyz") == nil)
        #expect(APNsRequestCheck.deviceToken(fromPath: "/4/broadcasts/apps/x") == nil)
    }
}
