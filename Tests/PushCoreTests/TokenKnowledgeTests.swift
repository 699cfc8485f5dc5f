import Foundation
import PushCore
import PushTestSupport
import Testing

/// What the token book learns of each token's environment, kind and topics from APNs's answers, how
/// it keeps it in the profile file, and what it warns about before a send.
@Suite("Token knowledge")
struct TokenKnowledgeTests {
    private static let day1 = Date(timeIntervalSince1970: 1_796_205_600)  // 2026-12-02T10:00:00Z
    private static let day2 = Date(timeIntervalSince1970: 1_796_292_000)  // 2026-12-03T10:00:00Z
    private static let app = "com.example.demo"

    private func entry(kind: TokenKind = .device) throws -> TokenBookEntry {
        TokenBookEntry(label: "iPhone", token: try DeviceToken(parsing: ProfileFixture.token), kind: kind)
    }

    /// `entry` after the answers, each learned by the one rule (nil when it taught nothing).
    private func answered(_ entry: TokenBookEntry, _ answers: [(reason: String?, environment: APNsEnvironment, topic: String, at: Date)])
        -> (entry: TokenBookEntry, taught: [Bool]) {
        var entry = entry
        var taught: [Bool] = []
        for answer in answers {
            let update = TokenOutcomeUpdate.learned(from: answer.reason, delivered: answer.reason == nil, to: entry,
                                                    environment: answer.environment, topic: answer.topic, at: answer.at)
            taught.append(update != nil)
            if let update { entry.learn(update) }
        }
        return (entry, taught)
    }

    @Test func kindsReceiveTheirOwnPushTypes() {
        #expect(TokenKind.device.receives(.alert) && TokenKind.device.receives(.location) && TokenKind.device.receives(.background))
        #expect(![PushType.voip, .complication, .liveactivity, .pushtotalk].contains { TokenKind.device.receives($0) })
        #expect(PushType.known.filter { TokenKind.voip.receives($0) } == [.voip])
        #expect(PushType.known.filter { TokenKind.liveactivity.receives($0) } == [.liveactivity])
        #expect(PushType.known.filter { TokenKind.pushToStart.receives($0) } == [.liveactivity])
    }

    @Test func eachEnvironmentSaysWhetherItKnowsTheToken() throws {
        let (learned, taught) = answered(try entry(), [
            (nil, .sandbox, Self.app, Self.day1),
            (nil, .sandbox, Self.app, Self.day2),
            ("BadDeviceToken", .production, Self.app, Self.day2),
        ])
        #expect(taught == [true, false, true], "a second delivery in the same environment teaches nothing new")
        #expect(learned.knowledge == "sandbox ✓ · production ✗ BadDeviceToken 2026-12-03")
        #expect(!learned.isDead(in: .sandbox), "BadDeviceToken from production says nothing of sandbox")
        #expect(learned.deadSummary(in: .production) == "BadDeviceToken in production since 2026-12-03")
        #expect(learned.lastOutcome == nil, "an environment's BadDeviceToken is that environment's answer only")
    }

    @Test func aDeliveryWhereBadDeviceTokenWasSaidClearsIt() throws {
        let (learned, _) = answered(try entry(), [
            ("BadDeviceToken", .production, Self.app, Self.day1), (nil, .production, Self.app, Self.day2),
        ])
        #expect(!learned.isDead(in: .production))
        #expect(learned.knowledge == "production ✓")
    }

    @Test func aBadDeviceTokenOfAnOlderBookCountsInEveryEnvironmentUntilADelivery() throws {
        var old = try entry()
        old.lastOutcome = "BadDeviceToken"
        old.lastSeen = "2026-11-02T10:15:00Z"
        #expect(old.isDead(in: .sandbox) && old.isDead(in: .production) && old.isDead(in: nil))
        let (learned, _) = answered(old, [(nil, .production, Self.app, Self.day1)])
        #expect(!learned.isDead(in: .sandbox) && !learned.isDead(in: .production))
        #expect(learned.lastOutcome == "Delivered")
    }

    @Test func aTopicRefusedIsRememberedUntilAPushWithItIsDelivered() throws {
        let voip = Self.app + ".voip"
        let (refused, _) = answered(try entry(), [("DeviceTokenNotForTopic", .sandbox, voip, Self.day1)])
        #expect(refused.notForTopics == [voip: "2026-12-02T10:00:00Z"])
        #expect(refused.knowledge == "not for com.example.demo.voip")
        #expect(!refused.isDead(in: .sandbox), "a topic refused is no dead token")
        let (delivered, _) = answered(refused, [(nil, .sandbox, voip, Self.day2)])
        #expect(delivered.notForTopics.isEmpty)
    }

    @Test func reviveClearsDeadMarksAndKeepsWhatWasDelivered() throws {
        var dead = try entry()
        dead.lastOutcome = "Unregistered"
        dead.lastSeen = "2026-11-02T10:15:00Z"
        dead.invalidSince = "2026-11-01T00:00:00Z"
        dead.environments = [.sandbox: EnvironmentAnswer(outcome: "Delivered", seen: "2026-11-01T00:00:00Z"),
                             .production: EnvironmentAnswer(outcome: "BadDeviceToken", seen: "2026-11-01T00:00:00Z")]
        let revived = dead.revived()
        #expect(revived.lastOutcome == nil && revived.lastSeen == nil && revived.invalidSince == nil)
        #expect(revived.environments == [.sandbox: EnvironmentAnswer(outcome: "Delivered", seen: "2026-11-01T00:00:00Z")])
        #expect(!revived.isDead(in: .production) && !revived.isDead(in: .sandbox))
    }

    @Test func theFileKeepsWhatWasLearnedAndReadsItBack() throws {
        let (learned, _) = answered(try entry(), [
            (nil, .sandbox, Self.app, Self.day1), ("BadDeviceToken", .production, Self.app, Self.day2),
            ("DeviceTokenNotForTopic", .sandbox, Self.app + ".voip", Self.day2),
        ])
        let profile = Profile.apns(name: "n", topic: Self.app, auth: .token(keyFile: "k", keyID: "i", teamID: "m"), tokens: [learned])
        let text = ProfileCodec.encode(profile)
        #expect(text.contains("""
                  "environments": {
                    "sandbox": {
                      "outcome": "Delivered",
                      "seen": "2026-12-02T10:00:00Z"
                    },
                    "production": {
                      "outcome": "BadDeviceToken",
                      "seen": "2026-12-03T10:00:00Z"
                    }
                  },
                  "notForTopics": {
                    "com.example.demo.voip": "2026-12-03T10:00:00Z"
                  }
            """), "\(text)")
        #expect(try ProfileCodec.decode(Array(text.utf8), file: "p.json").get() == profile)
    }

    @Test(arguments: [
        (#""environments": {"staging": {"outcome": "Delivered", "seen": "2026-12-02T10:00:00Z"}}"#,
         "tokens[0].environments.staging", "expected sandbox or production"),
        (#""environments": {"sandbox": {"outcome": "Unregistered", "seen": "2026-12-02T10:00:00Z"}}"#,
         "tokens[0].environments.sandbox.outcome", "expected one of BadDeviceToken, Delivered, found 'Unregistered'"),
        (#""environments": {"sandbox": {"outcome": "Delivered", "seen": "yesterday"}}"#,
         "tokens[0].environments.sandbox.seen", "expected a UTC time like 2026-11-02T10:15:00Z, found 'yesterday'"),
        (#""notForTopics": {"com.example.demo.voip": 3}"#,
         "tokens[0].notForTopics.com.example.demo.voip", "expected a UTC time like 2026-11-02T10:15:00Z, found 3"),
        (#""notForTopics": ["com.example.demo.voip"]"#,
         "tokens[0].notForTopics", "expected an object of topics and times, found an array"),
    ])
    func aMalformedLessonIsReportedWhereItIs(member: String, field: String, message: String) throws {
        let text = """
            {"name": "n", "service": "apns", "environment": "sandbox", "topic": "t",
             "auth": {"type": "token", "keyFile": "k", "keyID": "i", "teamID": "m"},
             "tokens": [{"label": "a", "token": "\(ProfileFixture.token)",
                         \(member)}]}
            """
        guard case .failure(let error) = ProfileCodec.decode(Array(text.utf8), file: "p.json") else {
            Issue.record("decoded: \(member)")
            return
        }
        let problem = try #require(error.problems.first)
        #expect(problem.field == field)
        #expect(problem.message == message)
        #expect(problem.position?.line == 4, "points at the member, on the line it is on")
    }

    @Test func warningsNameTheDeviceAndWhatAPNsWillSay() throws {
        var iPhone = try entry()
        iPhone.environments = [.sandbox: EnvironmentAnswer(outcome: "Delivered", seen: "2026-12-02T10:00:00Z")]
        iPhone.notForTopics = [Self.app + ".voip": "2026-12-02T10:05:00Z"]
        let toProduction = TokenWarning.warnings(for: iPhone, pushType: .voip, topic: Self.app + ".voip", environment: .production)
        #expect(toProduction.map(\.reason) == [.otherEnvironment, .pushType, .topic])
        #expect(toProduction.map(\.text) == [
            "iPhone: a sandbox token", "iPhone: gets no voip pushes", "iPhone: not for com.example.demo.voip",
        ])
        #expect(toProduction.map(\.explanation) == [
            "delivered in sandbox only, so production will likely answer BadDeviceToken",
            "a device token does not receive voip pushes: APNs answers DeviceTokenNotForTopic",
            "APNs answered DeviceTokenNotForTopic for com.example.demo.voip on 2026-12-02",
        ])
        #expect(TokenWarning.warnings(for: iPhone, pushType: .alert, topic: Self.app, environment: .sandbox).isEmpty)

        var activity = try entry(kind: .liveactivity)
        activity.label = ""
        activity.lastOutcome = "Unregistered"
        activity.invalidSince = "2026-11-01T00:00:00Z"
        let warnings = TokenWarning.warnings(for: activity, pushType: .background, topic: Self.app, environment: .sandbox)
        #expect(warnings.map(\.text) == [
            "\(activity.token.shortened): Unregistered since 2026-11-01",
            "\(activity.token.shortened): gets no background pushes",
        ])
    }
}
