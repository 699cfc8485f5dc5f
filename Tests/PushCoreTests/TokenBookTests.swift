import Foundation
import PushCore
import PushTestSupport
import Testing

@Suite("Token book")
struct TokenBookTests {
    private func profile() throws -> Profile {
        Profile.apns(name: "n", environment: .sandbox, topic: "t", auth: .token(keyFile: "k", keyID: "i", teamID: "m"),
                tokens: [TokenBookEntry(label: "a", token: try DeviceToken(parsing: ProfileFixture.token)),
                         TokenBookEntry(label: "b", token: try DeviceToken(parsing: ProfileFixture.otherToken), kind: .voip)])
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (1_793_614_500.9, "2026-11-02T10:15:00Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (4_102_444_799, "2099-12-31T23:59:59Z"),
    ])
    func formatsTimestamps(seconds: Double, expected: String) {
        let text = ProfileTimestamp.format(Date(timeIntervalSince1970: seconds))
        #expect(text == expected)
        #expect(ProfileTimestamp.isValid(text))
    }

    @Test(arguments: ["2026-11-02", "2026-13-02T10:15:00Z", "2026-11-02T24:00:00Z", "2026-11-02T10:15:00+01:00", "x"])
    func refusesOtherTimeShapes(text: String) {
        #expect(!ProfileTimestamp.isValid(text))
    }

    @Test func recordsOutcomeOnTheMatchingEntryOnly() throws {
        let token = try DeviceToken(parsing: ProfileFixture.token.uppercased())
        let updated = try profile().applying([TokenOutcomeUpdate(token: .device(token), outcome: "Unregistered",
                                                                 time: Date(timeIntervalSince1970: 1_793_614_500), environment: .sandbox)])
        #expect(updated.tokens[0].lastOutcome == "Unregistered")
        #expect(updated.tokens[0].lastSeen == "2026-11-02T10:15:00Z")
        #expect(updated.tokens[0].deadSummary(in: .production) == "Unregistered since 2026-11-02")
        #expect(updated.tokens[1].lastOutcome == nil)
        #expect(updated.liveTokens.map(\.label) == ["b"])
    }

    @Test func unknownTokenChangesNothing() throws {
        let book = try profile()
        let update = TokenOutcomeUpdate(token: .device(try DeviceToken(parsing: "abcd")), outcome: "Unregistered", time: Date(timeIntervalSince1970: 0))
        #expect(book.applying([update]) == book)
    }

    @Test func laterDeliveryRevivesAToken() throws {
        let token = try DeviceToken(parsing: ProfileFixture.token)
        let updated = try profile().applying([
            TokenOutcomeUpdate(token: .device(token), outcome: "BadDeviceToken", time: Date(timeIntervalSince1970: 0)),
            TokenOutcomeUpdate(token: .device(token), outcome: "Delivered", time: Date(timeIntervalSince1970: 60)),
        ])
        #expect(!updated.tokens[0].isDead(in: nil))
        #expect(updated.tokens[0].deadSummary(in: nil) == nil)
        #expect(updated.tokens[0].lastSeen == "1970-01-01T00:01:00Z")
    }

    @Test func aDeadTokenIsDeadSinceTheDayAPNsNamesAndLearnedWhenItAnswered() throws {
        let token = BookToken.device(try DeviceToken(parsing: ProfileFixture.token))
        let answered = Date(timeIntervalSince1970: 1_793_614_500)
        let update = try #require(TokenOutcomeUpdate.learned(from: "Unregistered", timestamp: 1_767_225_600_000, delivered: false,
                                                             to: try profile().tokens[0], at: answered))
        #expect(update == TokenOutcomeUpdate(token: token, outcome: "Unregistered", time: answered,
                                             invalidSince: Date(timeIntervalSince1970: 1_767_225_600)))
        let entry = try profile().applying([update]).tokens[0]
        #expect(entry.lastSeen == "2026-11-02T10:15:00Z")
        #expect(entry.invalidSince == "2026-01-01T00:00:00Z")
        #expect(entry.deadSummary(in: nil) == "Unregistered since 2026-01-01")
        // Revived, the token forgets APNs's day with the death it dated.
        let revived = try #require(TokenOutcomeUpdate.learned(from: nil, delivered: true, to: entry, at: answered))
        #expect(try profile().applying([update, revived]).tokens[0].invalidSince == nil)
    }

    @Test(arguments: [
        ("Unregistered", false, false, "Unregistered"), ("BadDeviceToken", false, false, "BadDeviceToken"),
        ("Unregistered", false, true, nil), ("UNREGISTERED", false, false, "UNREGISTERED"), ("INVALID_ARGUMENT", false, true, nil),
        (nil, true, true, "Delivered"), (nil, true, false, nil), ("TooManyRequests", false, true, nil),
    ] as [(String?, Bool, Bool, String?)])
    func theOneDeadTokenRule(reason: String?, delivered: Bool, deadInBook: Bool, learned: String?) throws {
        let entry = TokenBookEntry(label: "a", token: try DeviceToken(parsing: "ab"), lastOutcome: deadInBook ? "Unregistered" : nil)
        let update = TokenOutcomeUpdate.learned(from: reason, delivered: delivered, to: entry, at: Date(timeIntervalSince1970: 0))
        #expect(update?.outcome == learned)
        #expect(update?.invalidSince == nil, "no timestamp, no date of APNs's")
    }

    @Test(arguments: [("Unregistered", true), ("BadDeviceToken", true), ("Delivered", false), ("TooManyRequests", false)])
    func deadOutcomes(outcome: String, dead: Bool) throws {
        let entry = TokenBookEntry(label: "a", token: try DeviceToken(parsing: "ab"), lastOutcome: outcome)
        #expect(entry.isDead(in: nil) == dead)
        #expect(entry.deadSummary(in: nil) == (dead ? outcome : nil))
    }

    @Test func tokenKindsSuggestAPushType() {
        #expect(TokenKind.allCases.map(\.defaultPushType) == [.alert, .voip, .liveactivity, .liveactivity, .alert])
    }
}
