import Foundation
import PushCore
import PushSimulator
import Testing

/// `pushtui sim --devices FILE`: what a devices file holds, and how a mistake in one is refused
/// whole, with its place.
@Suite struct DevicesFileTests {
    static let token = String(repeating: "a1", count: 32)

    private func registry(_ text: String) throws(DevicesFileError) -> DeviceRegistry {
        try DeviceRegistry(json: Array(text.utf8), file: "devices.json")
    }

    @Test func readsEveryFieldAndAnswersByThem() throws {
        let registry = try registry("""
            [
              {"token": "\(Self.token)", "topic": "com.example.app", "environment": "sandbox", "kind": "voip"},
              {"token": "<\(Self.token.uppercased())>", "topic": "com.example.app", "environment": "production", "kind": "device",
               "unregisteredAt": "2026-01-02T03:04:05Z"}
            ]
            """)
        let token = try DeviceToken(parsing: Self.token)
        #expect(registry == DeviceRegistry(devices: [
            RegisteredDevice(token: token, bundleID: "com.example.app", environment: .sandbox, kind: .voip),
            RegisteredDevice(token: token, bundleID: "com.example.app", environment: .production, kind: .device,
                             unregisteredAt: Date(timeIntervalSince1970: 1_767_323_045)),
        ]))
    }

    @Test func anEmptyListKnowsNoDevice() throws {
        let rejection = try registry("[]").rejection(token: try DeviceToken(parsing: Self.token), topic: "com.example.app",
                                                     pushType: .alert, environment: .sandbox, now: Date())
        #expect(rejection?.reason == .badDeviceToken)
    }

    @Test(arguments: [
        ("[\n  {\"token\": \"ab\",\n", "devices.json:3:1: not JSON: "),
        ("{\"token\": \"x\"}", "devices.json: expected an array of devices at the top level, found an object"),
        ("[\"abcd\"]", "devices.json: entry 1: expected an object, found a string"),
        ("[\n {\"token\": \"\(token)\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"phone\"}]",
         "devices.json:2:134: entry 1: \"kind\": expected one of \"device\", \"voip\", \"liveactivity\", \"pushToStart\", found \"phone\""),
        ("[{\"token\": \"\(token)\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"fcm\"}]",
         "found \"fcm\""),
        ("[{\"token\": \"\(token)\", \"topic\": \"com.example.app\", \"environment\": \"staging\", \"kind\": \"device\"}]",
         "devices.json:1:108: entry 1: \"environment\": expected one of \"sandbox\", \"production\", found \"staging\""),
        ("[{\"token\": \"\(token)\", \"environment\": \"sandbox\", \"kind\": \"device\"}]", "devices.json:1:3: entry 1: \"topic\" is missing"),
        ("[{\"token\": \"12g4\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"device\"}]",
         "devices.json:1:3: entry 1: \"token\": device token is not hex: found 'g' at column 3"),
        ("[{\"token\": \"abcd\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"device\"}]",
         "entry 1: \"token\": 2 bytes; the simulator answers BadDeviceToken to every token under 32 bytes"),
        ("[{\"token\": 12, \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"device\"}]",
         "devices.json:1:3: entry 1: \"token\": expected a string, found a number"),
        ("[{\"token\": \"\(token)\", \"topic\": \"com example\", \"environment\": \"sandbox\", \"kind\": \"device\"}]",
         "entry 1: \"topic\": the topic has ' ' at column 4"),
        ("[{\"token\": \"\(token)\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"device\", "
            + "\"unregisteredAt\": \"yesterday\"}]",
         "entry 1: \"unregisteredAt\": expected an ISO 8601 UTC time such as \"2026-01-01T00:00:00Z\""),
        ("[{\"token\": \"\(token)\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"device\", \"label\": \"x\"}]",
         "entry 1: unknown member \"label\""),
        ("[{\"token\": \"\(token)\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"device\"},\n"
            + " {\"token\": \"\(token)\", \"topic\": \"com.example.other\", \"environment\": \"sandbox\", \"kind\": \"voip\"}]",
         "devices.json:2:3: entry 2: the token of entry 1 again, in sandbox; a token is listed once per environment"),
    ])
    func aMistakeRefusesTheWholeFileWithItsPlace(_ text: String, _ message: String) {
        #expect {
            try registry(text)
        } throws: { error in
            (error as? DevicesFileError)?.description.contains(message) == true
        }
    }
}
