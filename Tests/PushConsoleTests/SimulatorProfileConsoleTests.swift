import Foundation
import PushCore
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// An iOS Simulator profile in the console: its form picks the device among the booted ones the
/// runner listed, the next-send line names that device, and Ctrl-S sends one push whose topic is
/// the app's bundle ID, with no token book to add to.
@Suite struct SimulatorProfileConsoleTests {
    static let udid = "8A3B2C1D-4E5F-6071-8293-A4B5C6D7E8F9"

    static func simulatorProfile(device: String = "booted", deviceName: String? = nil) -> Profile {
        Profile(name: "Sim", service: .iosSimulator(SimulatorSettings(device: device, deviceName: deviceName, bundleID: "com.example.app")))
    }

    private func form(_ state: AppState) -> ProfileForm? { state.overlay?.as(ProfileForm.self) }

    @Test func theFormListsTheBootedDevicesAndSavesTheOnePicked() {
        var state = F.state()
        state.profilesDirectory = "/profiles"
        state.focus = .profiles
        F.press([.character("a")], in: &state)
        let effects = F.press([.right, .right, .right], in: &state)
        #expect(form(state)?.kind == .iosSimulator)
        #expect(effects == [.listSimulatorDevices], "the devices are listed once, when the kind is chosen")
        #expect(form(state)?.fields == [.kind, .name, .topic, .device])
        #expect(form(state)?.findings == ["listing the booted Simulators (xcrun simctl list devices booted -j)…"])
        F.press([.tab], in: &state)
        F.type("Sim", in: &state)
        F.press([.tab], in: &state)
        F.type("com.example.app", in: &state)
        F.press([.tab], in: &state)
        #expect(form(state)?.field == .device)
        #expect(form(state)?.choice(.device) == "booted")
        let listed = [SimulatorDevice(udid: Self.udid, name: "iPhone 16 Pro", runtime: "iOS 18.0")]
        _ = Reducer.reduce(&state, .simulatorDevicesListed(.devices(listed)), now: F.now)
        #expect(form(state)?.findings == ["✓ 1 booted: iPhone 16 Pro · ←→ on device picks one"])
        F.press([.right], in: &state)
        #expect(form(state)?.choice(.device) == "iPhone 16 Pro (iOS 18.0)")
        let saved = F.press([.enter], in: &state)
        guard case .saveProfile(let file, let profile, _)? = saved.first else {
            Issue.record("expected a save, got \(saved); problems \(form(state)?.problems ?? [])")
            return
        }
        #expect(file == "/profiles/sim.json")
        #expect(profile.simulator == SimulatorSettings(device: Self.udid, deviceName: "iPhone 16 Pro (iOS 18.0)", bundleID: "com.example.app"))
        #expect(profile.endpoint == nil && profile.caFile == nil && profile.tokens.isEmpty)
    }

    @Test func withoutXcrunTheFormSaysSoAndStillSavesBooted() {
        var state = F.state()
        state.focus = .profiles
        F.press([.character("a"), .right, .right, .right, .tab], in: &state)
        F.type("Sim", in: &state)
        F.press([.tab], in: &state)
        _ = Reducer.reduce(&state, .simulatorDevicesListed(.unavailable("xcrun is not on PATH")), now: F.now)
        #expect(form(state)?.findings == ["cannot list Simulators (xcrun is not on PATH); the profile still saves, and sends need Xcode on a Mac"])
        #expect(form(state)?.problems == ["topic is empty (the app's bundle ID)"])
        F.type("com.example.app", in: &state)
        guard case .saveProfile(_, let profile, _)? = F.press([.enter], in: &state).first else {
            Issue.record("expected a save")
            return
        }
        #expect(profile.simulator == SimulatorSettings(device: "booted", bundleID: "com.example.app"))
    }

    @Test func theNextSendLineNamesTheDeviceAndCtrlSSendsOnePushToTheApp() {
        var state = F.state(width: 80, height: 24, profiles: [Self.simulatorProfile(device: Self.udid, deviceName: "iPhone 16 Pro")])
        state.focus = .payload
        #expect(NextSendTests.nextSendRow(state) == "Ctrl-S → iOS Simulator iPhone 16 Pro · simctl · alert")
        let effects = F.press([.control("s")], in: &state)
        guard case .send(_, let plan)? = effects.first else {
            Issue.record("expected a send, got \(effects); status \(state.status?.text ?? "")")
            return
        }
        #expect(plan.requests.map(\.token) == [SimulatorSettings.standInToken])
        #expect(plan.requests.first?.topic == "com.example.app")
        #expect(state.log.rows.last?.label == "iOS Simulator iPhone 16 Pro")
        // r asks before sending it again, naming the device and how it goes.
        guard case .send(let id, _)? = effects.first else { return }
        F.answer(id, index: 0, with: SendAnswer(outcome: .delivered, latencyMilliseconds: 12), in: &state)
        state.focus = .log
        #expect(F.press([.character("r")], in: &state).isEmpty)
        let text = ConsoleView.render(state).text
        #expect(text.contains("to   iOS Simulator iPhone 16 Pro") && text.contains("on   xcrun simctl push, on this Mac"), "\(text)")
        guard case .send(_, let again)? = F.answerYes(in: &state).first else {
            Issue.record("the resend did not start")
            return
        }
        #expect(again.requests.map(\.token) == [SimulatorSettings.standInToken] && again.profile.simulator != nil)
    }

    @Test func aVoIPPushIsSentWithAWarningAndTheBookCannotBeAddedTo() {
        var state = F.state(profiles: [Self.simulatorProfile()])
        state.editor.fields.pushType = .voip
        state.focus = .payload
        _ = F.press([.control("s")], in: &state)
        #expect(state.status?.text.hasPrefix("warning: the iOS Simulator does not take voip pushes") == true, "\(state.status?.text ?? "")")
        state.focus = .tokens
        F.press([.character("a")], in: &state)
        #expect(state.overlay == nil)
        #expect(state.status?.text == "Sim has no token book: its pushes go to iOS Simulator booted by xcrun simctl")
        F.press([.control("r")], in: &state)
        #expect(state.overlay == nil && state.nextSendToken == nil)
        #expect(state.status?.text == "Sim takes no token: its pushes go to iOS Simulator booted by xcrun simctl")
    }
}
