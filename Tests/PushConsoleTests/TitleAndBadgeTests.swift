import Foundation
import PushCore
import PushTestSupport
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// The title and the environment badges say where a profile's pushes go.
@Suite struct TitleAndBadgeTests {
    static func titleRow(_ state: AppState) -> String {
        String(ConsoleView.render(state).text.split(separator: "\n", omittingEmptySubsequences: false)[0])
    }

    @Test func builtInSimulatorOnlyForTheProfileThatSendsToIt() {
        let simulator = F.profile(name: "Local simulator", endpoint: "https://127.0.0.1:2197")
        let apple = F.profile(name: "Apple sandbox", endpoint: nil)
        var state = F.state(width: 160, height: 40, profiles: [simulator, apple])
        state.embeddedSimulatorEndpoint = "https://127.0.0.1:2197"
        #expect(Self.titleRow(state).contains("· built-in simulator"))
        Reducer.selectProfile(1, in: &state)
        #expect(!Self.titleRow(state).contains("simulator"), "\(Self.titleRow(state))")
        #expect(Self.titleRow(state).contains(" SANDBOX "))
    }

    @Test func anFCMProfileHasAnFCMBadgeWithItsProjectAndNoAPNsEnvironment() {
        let google = Profile.fcm(name: "Firebase", serviceAccountFile: "service-account.json", project: "my-project")
        #expect(EnvironmentBadge.of(google).text == "FCM")
        let title = Self.titleRow(F.state(width: 120, height: 40, profiles: [google]))
        #expect(title.contains(" FCM ") && title.contains("Firebase · project my-project"), "\(title)")
        #expect(!title.contains("PROD") && !title.contains("LOCAL") && !title.contains("SANDBOX"))
        let local = Profile.fcm(name: "Firebase", serviceAccountFile: "service-account.json", endpoint: "https://127.0.0.1:2198")
        #expect(EnvironmentBadge.of(local).text == "FCM·LOCAL")
    }

    @Test(arguments: [
        (APNsEnvironment.sandbox, "https://127.0.0.1:2197" as String?, "LOCAL"), (.production, "https://127.0.0.1:2197", "LOCAL·PROD"),
        (.sandbox, nil, "SANDBOX"), (.production, nil, "PRODUCTION"),
        (.sandbox, "https://api.push.apple.com:2197", "PRODUCTION"), (.production, "https://api.sandbox.push.apple.com", "SANDBOX"),
    ])
    func aCustomEndpointOnApplesHostIsBadgedByThatHost(environment: APNsEnvironment, endpoint: String?, badge: String) {
        #expect(EnvironmentBadge.of(F.profile(environment: environment, endpoint: endpoint)).text == badge)
    }
}
