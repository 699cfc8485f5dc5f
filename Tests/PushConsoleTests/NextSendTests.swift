import Foundation
import PushCore
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// The next-send line names what Ctrl-S does, from the same value the send follows: recipients,
/// host, push type and topic; the production confirmation reads it too.
@Suite struct NextSendTests {
    /// The payload pane's first inner row at a size: the next-send line.
    static func nextSendRow(_ state: AppState) -> String {
        let screen = ConsoleView.render(state)
        guard let layout = state.layout else { return "" }
        let frame = layout.frame(of: .payload).inner
        let row = screen.text.split(separator: "\n", omittingEmptySubsequences: false)[frame.row]
        return String(row.dropFirst(frame.column).prefix(frame.width)).trimmingCharacters(in: .whitespaces)
    }

    static func sentTokens(_ effects: [Effect]) -> [DeviceToken] {
        effects.flatMap { effect -> [DeviceToken] in
            guard case .send(_, let plan) = effect else { return [] }
            return plan.requests.map(\.token)
        }
    }

    @Test func withFocusOnThePayloadTheLineNamesTheDeviceUnderTheDevicesCursorAndCtrlSSendsThere() {
        var state = F.state(width: 80, height: 24)
        state.focus = .tokens
        F.press([.down], in: &state)
        state.focus = .payload
        #expect(Self.nextSendRow(state) == "Ctrl-S → iPad Air …8a0f1e3d · 127.0.0.1:2197 · alert")
        // The Devices pane still shows its cursor, dimmed, on that device.
        let screen = ConsoleView.render(state)
        let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        let styles = screen.styles.split(separator: "\n", omittingEmptySubsequences: false)
        let row = rows.firstIndex { $0.contains("[ ] iPad Air") } ?? -1
        #expect(row >= 0 && styles[row].contains("iiiiiiii"), "no dimmed cursor on iPad Air:\n\(screen.text)")
        #expect(Self.sentTokens(F.press([.control("s")], in: &state)) == [F.token(1)])
    }

    @Test func chosenDevicesAreCountedAndNamedUpToThree() {
        var state = F.state(width: 120, height: 40, profiles: [F.profile(deadThird: false)])
        state.devices.chosen = Set(F.profile().tokens.map(\.token))
        #expect(Self.nextSendRow(state).hasPrefix("Ctrl-S → 3 devices: iPhone 16 Pro, iPad Air, Old iPhone · 127.0.0.1:2197"))
        var many = F.profile()
        many.tokens = (1...12).map { number in
            TokenBookEntry(label: "Phone \(number)", token: (try? DeviceToken(parsing: String(format: "%064x", number))) ?? F.token(0))
        }
        state = F.state(width: 120, height: 40, profiles: [many])
        state.devices.chosen = Set(many.tokens.map(\.token))
        #expect(Self.nextSendRow(state).hasPrefix("Ctrl-S → 12 devices: Phone 1, Phone 2 and 10 more · 127.0.0.1:2197 · alert"))
        #expect(Self.sentTokens(F.press([.control("s")], in: &state)).count == 12)
    }

    @Test func atSixtyColumnsTheHostAndTheCountStay() {
        var state = F.state(width: 60, height: 16)
        state.devices.chosen = [.device(F.token(0)), .device(F.token(1))]
        let line = Self.nextSendRow(state)
        #expect(line.contains("2 devices") && line.hasSuffix("127.0.0.1:2197"), "\(line)")
        state.devices.chosen = []
        let single = Self.nextSendRow(state)
        #expect(single.hasPrefix("→ iPhone 16 Pro") && single.hasSuffix("· 127.0.0.1:2197"), "\(single)")
    }

    @Test func aPickedChannelIsTheRecipientOnItsBroadcastHost() {
        var state = F.state(width: 120, height: 40, profiles: [F.profile(environment: .production, endpoint: nil)])
        state.channels.target = "dHN0LVNhbXBsZUNoYW5uZWw="
        #expect(Self.nextSendRow(state) == "Ctrl-S → channel …YW5uZWw= · Apple production · liveactivity · com.example.demo")
        guard case .success(let next) = state.nextSend else {
            Issue.record("no next send")
            return
        }
        #expect(next.destination.fullName == "api-broadcast.push.apple.com (Apple production)")
    }

    @Test func aProductionBroadcastIsConfirmedWithItsChannelAndBroadcastHost() {
        var state = F.state(width: 80, height: 24, profiles: [F.profile(environment: .production, endpoint: nil)])
        state.channels.target = "dHN0LVNhbXBsZUNoYW5uZWw="
        Reducer.edit(&state, .replaceAll(#"{"aps":{"event":"update","timestamp":1796000000,"content-state":{"score":1}}}"#))
        #expect(F.press([.control("s")], in: &state).isEmpty)
        guard let confirmation = state.overlay?.as(Confirmation.self), case .send(let plan) = confirmation.consequence,
              case .broadcast = plan.pushes else {
            Issue.record("expected a broadcast confirmation, got \(String(describing: state.overlay)); \(String(describing: state.status))")
            return
        }
        let text = ConsoleView.render(state).text
        #expect(text.contains("Broadcast to PRODUCTION?"))
        #expect(text.contains("to   channel …YW5uZWw="))
        #expect(text.contains("on   api-broadcast.push.apple.com (Apple production)"), "\(text)")
        #expect(text.contains("type liveactivity · topic com.example.demo"))
    }

    @Test func anFCMProfileNamesTheMessagesTargetOrTheChosenTokens() {
        var state = ReducerFCMTests.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"topic":"news","notification":{"title":"Hi"}}"#))
        #expect(Self.nextSendRow(state) == "Ctrl-S → FCM topic news · 127.0.0.1:2198")
        Reducer.edit(&state, .replaceAll(#"{"notification":{"title":"Hi"}}"#))
        #expect(Self.nextSendRow(state) == "Ctrl-S → the message's target (none yet) · 127.0.0.1:2198")
    }

    @Test func chosenFCMTokensAreNamedLikeDevices() throws {
        var state = ReducerFCMTests.fcmState()
        guard case .loaded(let file, var profile) = state.profiles.entries[0] else {
            Issue.record("expected the fcm profile to be loaded")
            return
        }
        profile.tokens = try [("Pixel", "fGx1b2s:APA91bHun4MxP5egoKMwt2KZ"), ("Tablet", "dQw4w9WgXcQ:APA91bE-k_2")].map {
            TokenBookEntry(label: $0.0, registrationToken: try RegistrationToken(parsing: $0.1))
        }
        state.profiles.entries[0] = .loaded(file: file, profile: profile)
        state.focus = .tokens
        F.press([.character("A")], in: &state)
        #expect(Self.nextSendRow(state) == "Ctrl-S → 2 devices: Pixel, Tablet · 127.0.0.1:2198")
    }

    @Test func withoutADeviceTheLineSaysWhatIsMissing() {
        var profile = F.profile()
        profile.tokens = []
        let state = F.state(width: 120, height: 40, profiles: [profile])
        #expect(Self.nextSendRow(state).hasPrefix("Ctrl-S ✗ add a device to Local simulator first"))
    }

    @Test func theHostDecidesProductionNotTheEnvironmentField() {
        // environment: sandbox, endpoint: Apple's production host: it goes to real users.
        var state = F.state(width: 80, height: 24, profiles: [F.profile(environment: .sandbox, endpoint: "https://api.push.apple.com")])
        #expect(Self.nextSendRow(state) == "Ctrl-S → iPhone 16 Pro …6c8d0e2f · Apple production")
        #expect(EnvironmentBadge.of(F.profile(environment: .sandbox, endpoint: "https://api.push.apple.com")).text == "PRODUCTION")
        #expect(F.press([.control("s")], in: &state).isEmpty)
        guard let confirmation = state.overlay?.as(Confirmation.self), case .send = confirmation.consequence else {
            Issue.record("sent to Apple's production host without asking")
            return
        }
        #expect(ConsoleView.render(state).text.contains("on   api.push.apple.com (Apple production)"))
    }

    @Test func theProductionConfirmationNamesTheCustomHostAndPort() {
        var state = F.state(width: 80, height: 24, profiles: [F.profile(environment: .production, endpoint: "https://127.0.0.1:40123")])
        state.devices.chosen = Set(F.profile().tokens.map(\.token))
        F.press([.control("s")], in: &state)
        let text = ConsoleView.render(state).text
        #expect(text.contains("to   3 devices: iPhone 16 Pro, iPad Air, Old iPhone"), "\(text)")
        #expect(text.contains("on   127.0.0.1:40123"))
        #expect(text.contains("type alert · topic com.example.demo"))
        #expect(!text.contains("api.push.apple.com"))
    }

    @Test func aResendAsksWithTheSameWords() {
        var state = F.state(width: 80, height: 24, profiles: [F.profile(environment: .production, endpoint: nil)])
        F.press([.control("s")], in: &state)
        F.answerYes(in: &state)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: SendAnswer(outcome: .delivered)), now: F.now)
        state.focus = .log
        F.press([.character("r")], in: &state)
        let text = ConsoleView.render(state).text
        #expect(text.contains("to   iPhone 16 Pro …6c8d0e2f"), "\(text)")
        #expect(text.contains("on   api.push.apple.com (Apple production)"))
    }
}

/// The next-send line drawn alone into a small `Screen`.
@Suite struct NextSendLineBufferTests {
    static func draw(_ state: AppState, width: Int) -> Screen {
        var screen = Screen(width: width, height: 1)
        NextSendLine.draw(state.nextSend, row: 0, column: 0, width: width, into: &screen)
        return screen
    }

    @Test func thirtyFourColumnsKeepTheCountAndTheLoudProductionHost() {
        var profile = F.profile(environment: .production, endpoint: nil)
        profile.tokens = (1...12).map { number in
            TokenBookEntry(label: "Phone \(number)", token: (try? DeviceToken(parsing: String(format: "%064x", number))) ?? F.token(0))
        }
        var state = F.state(profiles: [profile])
        state.devices.chosen = Set(profile.tokens.map(\.token))
        let screen = Self.draw(state, width: 34)
        #expect(screen.text == "→ 12 devices · Apple production   ")
        #expect(screen.styles == "kk" + String(repeating: "e", count: 10) + "ddd" + String(repeating: "P", count: 16) + "...")
    }

    @Test func aBlockedSendSaysWhyAndDropsTheKeyNameBeforeTheReason() {
        let state = F.state(profiles: [])
        #expect(Self.draw(state, width: 40).text.hasPrefix("Ctrl-S ✗ choose a profile that loads"))
        #expect(Self.draw(state, width: 34).text.hasPrefix("✗ choose a profile that loads"))
    }
}
