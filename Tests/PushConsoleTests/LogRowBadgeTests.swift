import Foundation
import PushCore
import PushTestSupport
import Testing
@testable import PushConsole

/// A log row is badged for the host its push went to, as the Profiles pane and the title badge
/// its profile: FCM with its project for an FCM message, LOCAL for a custom host.
@Suite struct LogRowBadgeTests {
    private static let now = Date(timeIntervalSince1970: 1_780_000_000)

    private static func fcmRow(_ profile: Profile) -> LogRow {
        LogRow.fcm(sendID: SendID(1), index: 0, sentAt: now, profile: profile, project: profile.fcm?.project, file: "/f.json",
                   label: "pixel", shortToken: "…token_1", body: "{}", token: nil)
    }

    private static func answered(_ row: LogRow) -> LogRow {
        var row = row
        row.answer = SendAnswer(outcome: .delivered, response: nil, failure: nil, latencyMilliseconds: 9)
        return row
    }

    @Test func anFCMRowIsBadgedFCMWithItsProjectNotWithAnAPNsEnvironment() throws {
        let google = Self.fcmRow(Profile.fcm(name: "Firebase", serviceAccountFile: "sa.json", project: "my-project"))
        #expect(EnvironmentBadge.of(google).text == "FCM my-project")
        let local = Self.fcmRow(Profile.fcm(name: "Firebase", serviceAccountFile: "sa.json", endpoint: "https://127.0.0.1:2197",
                                            project: "demo-project"))
        #expect(EnvironmentBadge.of(local).text == "FCM·LOCAL", "the row says what the profile's badge says")
        #expect(EnvironmentBadge.of(local).text == EnvironmentBadge.of(Profile.fcm(name: "F", serviceAccountFile: "sa.json",
                                                                                   endpoint: "https://127.0.0.1:2197")).text)
    }

    @Test func anFCMRowKeepsItsBadgeThroughTheHistoryFile() throws {
        let row = Self.answered(Self.fcmRow(Profile.fcm(name: "Firebase", serviceAccountFile: "sa.json", project: "my-project")))
        let record = try #require(HistoryRecord(row))
        #expect(record.service == "fcm" && record.project == "my-project")
        var line: [UInt8] = []
        record.appendLine(to: &line)
        let decoded = try JSONDecoder().decode(HistoryRecord.self, from: Data(line))
        #expect(EnvironmentBadge.of(decoded.logRow).text == "FCM my-project")
        let apns = try #require(HistoryRecord(Self.answered(LogRow(
            sendID: SendID(2), index: 0, sentAt: Self.now, profileName: "App", environment: .production, isLocal: false, label: nil,
            shortToken: "…0e2f", headers: PushHeaders(pushType: .alert, topic: "t"), body: "{}", request: nil))))
        #expect(apns.service == nil && apns.project == nil, "an APNs record is written as before")
        #expect(EnvironmentBadge.of(apns.logRow).text == "PRODUCTION")
    }

    @Test func aBroadcastToACustomHostIsBadgedLocalLikeItsProfile() throws {
        // Not one of Apple's device hosts: the broadcast goes to this host itself, as a custom one.
        let profile = Profile.apns(name: "App", environment: .production, topic: "com.example.app",
                                   auth: .token(keyFile: "k.p8", keyID: "KEY1234567", teamID: "TEAM123456"),
                                   endpoint: "https://push-proxy.corp.apple.com:8443")
        let request = BroadcastRequest(bundleID: "com.example.app", channelID: "dHN0LTEyMzQ1Njc4OTA=", payload: "{}")
        let row = LogRow.broadcast(request, profile: profile, file: "/p.json", sendID: SendID(3), sentAt: Self.now)
        #expect(Destination(profile, file: nil, broadcast: true).kind == .custom)
        #expect(EnvironmentBadge.of(row).text == "LOCAL·PROD", "badged \(EnvironmentBadge.of(row).text)")
        #expect(EnvironmentBadge.of(row).text == EnvironmentBadge.of(profile).text)
    }

    @Test func aPushToApplesHostIsBadgedWithTheHostsEnvironment() {
        let profile = Profile.apns(name: "App", environment: .production, topic: "com.example.app",
                                   auth: .token(keyFile: "k.p8", keyID: "KEY1234567", teamID: "TEAM123456"),
                                   endpoint: "https://api.push.apple.com:443")
        let request = PushRequest(token: ConsoleFixtures.token(0), headers: PushHeaders(pushType: .alert, topic: "com.example.app"), payload: "{}")
        let row = LogRow.apns(request, sendID: SendID(4), index: 0, sentAt: Self.now, profile: profile, file: "/p.json", label: nil)
        #expect(EnvironmentBadge.of(row).text == "PRODUCTION")
    }
}
