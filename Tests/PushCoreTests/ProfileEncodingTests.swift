import Foundation
import PushCore
import PushTestSupport
import Testing

@Suite("Profile encoding")
struct ProfileEncodingTests {
    private func sample() throws -> Profile {
        Profile.apns(
        name: "demo \"quoted\"", environment: .sandbox, topic: "com.example.demo",
        auth: .token(keyFile: "$KEYS/AuthKey.p8", keyID: "KEY1234567", teamID: "TEAM123456"),
        endpoint: "https://127.0.0.1:2197", caFile: "ca.pem",
        defaults: ProfileDefaults(pushType: .voip, priority: 10, expiration: 0, collapseID: "c"),
        tokens: [TokenBookEntry(label: "é phone", token: try DeviceToken(parsing: "AB01"), kind: .voip,
                                note: "line\nbreak", lastOutcome: "Unregistered", lastSeen: "2026-11-02T10:15:00Z",
                                invalidSince: "2026-01-01T00:00:00Z")])
    }

    @Test func roundTrips() throws {
        let profile = try sample()
        let text = ProfileCodec.encode(profile)
        #expect(try ProfileCodec.decode(Array(text.utf8), file: "x").get() == profile)
    }

    @Test func writesSchemaOrderWithTwoSpaceIndentAndFinalNewline() {
        let profile = Profile.apns(name: "n", environment: .production, topic: "t",
                              auth: .token(keyFile: "k", keyID: "i", teamID: "m"),
                              unknownMembers: [JSONMember(key: "b", value: .bool(true)), JSONMember(key: "a", value: .array([]))])
        #expect(ProfileCodec.encode(profile) == """
            {
              "name": "n",
              "service": "apns",
              "environment": "production",
              "topic": "t",
              "auth": {
                "type": "token",
                "keyFile": "k",
                "keyID": "i",
                "teamID": "m"
              },
              "b": true,
              "a": []
            }

            """)
    }

    @Test func keepsUnknownMembersInEveryObjectInTheirOrder() throws {
        let profile = try ProfileCodec.decode(Array(ProfileFixture.withUnknownMembers.utf8), file: "x").get()
        #expect(profile.unknownMembers.map(\.key) == ["future", "zzz"])
        #expect(profile.authUnknownMembers.map(\.key) == ["rotation"])
        #expect(profile.defaults.unknownMembers.map(\.key) == ["x-owner"])
        #expect(profile.tokens.first?.unknownMembers.map(\.key) == ["colour"])
        let text = ProfileCodec.encode(profile)
        #expect(text.contains("\"nested\": [\n      1,\n      2.50,\n      \"x\"\n    ]"))
        #expect(try ProfileCodec.decode(Array(text.utf8), file: "x").get() == profile)
    }
}
