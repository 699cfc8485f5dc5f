import PushCore
import Testing
@testable import PushConsole

/// LOCAL is for a host of the user's own; an endpoint on Apple's host is Apple's environment.
@Suite struct EnvironmentBadgeTests {
    typealias F = ConsoleFixtures

    @Test(arguments: [
        (APNsEnvironment.production, "https://api.push.apple.com:2197" as String?, "PRODUCTION"),
        (.sandbox, "https://api.sandbox.push.apple.com", "SANDBOX"),
        (.production, nil, "PRODUCTION"),
        (.production, "https://127.0.0.1:2197", "LOCAL·PROD"),
        (.sandbox, "https://127.0.0.1:2197", "LOCAL"),
    ])
    func theBadgeNamesApplesEnvironmentOnApplesHost(environment: APNsEnvironment, endpoint: String?, badge: String) {
        #expect(EnvironmentBadge.of(F.profile(environment: environment, endpoint: endpoint)).text == badge)
    }

    @Test func aRowSentToApplesHostIsNotLocal() {
        var state = F.state(profiles: [F.profile(environment: .sandbox, endpoint: "https://api.sandbox.push.apple.com")])
        F.press([.control("s")], in: &state)
        #expect(state.log.rows.last?.isLocal == false)
    }
}

/// `e` switches the environment only where the profile's host does not decide it.
@Suite struct ToggleEnvironmentTests {
    typealias F = ConsoleFixtures

    @Test func onApplesHostTheEnvironmentIsNotSwitchedIntoAContradiction() {
        var state = F.state(profiles: [F.profile(environment: .production, endpoint: "https://api.push.apple.com")])
        state.focus = .profiles
        let effects = F.press([.character("e")], in: &state)
        #expect(effects.isEmpty, "a profile contradicting its host was saved: \(effects)")
        #expect(state.profiles.selectedProfile?.apns?.environment == .production)
        #expect(state.status?.text.contains("its endpoint decides the environment") == true, "\(String(describing: state.status))")
    }

    @Test func onACustomHostTheEnvironmentIsSwitchedAndSaved() {
        var state = F.state(profiles: [F.profile(environment: .sandbox, endpoint: "https://127.0.0.1:2197")])
        state.focus = .profiles
        let effects = F.press([.character("e")], in: &state)
        #expect(state.profiles.selectedProfile?.apns?.environment == .production)
        #expect(effects.count == 1)
    }
}
