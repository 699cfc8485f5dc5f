import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The title and status bars draw from small values, not the whole state.
@Suite struct BarContentTests {
    typealias F = ConsoleFixtures

    private func title(_ content: TitleBar.Content) -> String {
        var screen = Screen(width: 100, height: 1)
        TitleBar.draw(content, into: &screen)
        return screen.text
    }

    @Test func theTitleSaysBuiltInSimulatorOnlyWhenTheContentSaysSo() {
        let profile = F.profile(name: "Shop")
        let plain = title(TitleBar.Content(profile: profile, topic: "com.shop.app", sendsToBuiltInSimulator: false, certificate: nil))
        #expect(plain.contains("Shop · com.shop.app") && !plain.contains("built-in simulator"), "\(plain)")
        let demo = title(TitleBar.Content(profile: profile, topic: "com.shop.app", sendsToBuiltInSimulator: true, certificate: nil))
        #expect(demo.contains("built-in simulator"), "\(demo)")
        #expect(title(TitleBar.Content(profile: nil, topic: "", sendsToBuiltInSimulator: false, certificate: nil)).contains("no profile"))
    }

    @Test func theStateBuildsTheBarsContentFromItsSlices() {
        var state = F.state(width: 80, height: 24)
        state.embeddedSimulatorEndpoint = state.profiles.selectedProfile?.endpoint
        #expect(state.titleBarContent.sendsToBuiltInSimulator)
        state.embeddedSimulatorEndpoint = "https://127.0.0.1:1"
        #expect(!state.titleBarContent.sendsToBuiltInSimulator)
        state.focus = .log
        state.status = nil
        #expect(state.statusBarContent == StatusBar.Content(status: nil, hintScope: .log))
        state.overlay = Overlay(HelpState())
        #expect(state.statusBarContent.hintScope == nil, "an open overlay prints its own keys")
    }
}
