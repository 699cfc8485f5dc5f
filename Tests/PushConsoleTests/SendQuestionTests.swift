import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Only Ctrl-S and F5 send: `r` and the resend chooser ask first, and a send's question ignores a
/// `y` typed as it opens (the rest of a word meant for another pane).
@Suite struct SendQuestionTests {
    private typealias F = ConsoleFixtures

    /// A console with one push of the selected profile delivered and its row selected in Responses.
    private static func oneDelivered(environment: APNsEnvironment = .sandbox) -> AppState {
        var state = F.state(width: 80, height: 24, profiles: [F.profile(environment: environment, endpoint: environment == .production ? nil : "https://127.0.0.1:2197")])
        F.press([.control("s")], in: &state)
        if state.overlay != nil { F.answerYes(in: &state) }
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: SendAnswer(outcome: .delivered)), now: F.now)
        state.focus = .log
        return state
    }

    @Test func rAsksNamingRecipientHostAndTypeAndNoSendsNothing() {
        var state = Self.oneDelivered()
        #expect(F.press([.character("r")], in: &state).isEmpty, "r sent by itself")
        let text = ConsoleView.render(state).text
        #expect(text.contains("Send this push again?"), "\(text)")
        #expect(text.contains("to   iPhone 16 Pro …6c8d0e2f") && text.contains("on   127.0.0.1:2197") && text.contains("type alert · topic com.example.demo"),
                "\(text)")
        #expect(F.press([.character("n")], in: &state, now: F.now.addingTimeInterval(1)).isEmpty)
        #expect(state.overlay == nil && state.log.rows.count == 1 && state.status?.text == "not sent")
    }

    @Test func lettersTypedIntoResponsesNeverSend() {
        // A vim user's "ir", "yes" and "really" typed into the wrong pane, all at one moment.
        var state = Self.oneDelivered()
        let effects = F.press("iryes really".map { .character($0) }, in: &state)
        #expect(!effects.contains { if case .send = $0 { return true } else { return false } }, "\(effects)")
        #expect(state.log.rows.count == 1)
    }

    @Test func aYesTypedAsTheQuestionOpensIsIgnoredAndSaysSo() {
        var state = F.state(width: 80, height: 24, profiles: [F.profile(environment: .production, endpoint: nil)])
        F.press([.control("s")], in: &state)
        #expect(ConsoleView.render(state).text.contains(ConfirmView.waitingFooter), "the footer says y does not count yet")
        #expect(state.needsTicks, "the loop ticks so the footer changes when y counts")
        let early = F.press([.character("y")], in: &state, now: F.now.addingTimeInterval(Confirmation.armingDelay / 2))
        #expect(early.isEmpty && state.log.rows.isEmpty && state.overlay?.as(Confirmation.self) != nil)
        #expect(state.status?.text.contains("was ignored") == true, "\(String(describing: state.status))")
        F.arm(&state)
        #expect(!state.needsTicks)
        let text = ConsoleView.render(state).text
        #expect(!text.contains(ConfirmView.waitingFooter) && text.contains("y yes"), "\(text)")
        #expect(F.press([.character("y")], in: &state, now: F.now.addingTimeInterval(Confirmation.armingDelay)).count == 1)
        #expect(state.log.rows.count == 1)
    }

    @Test func aNoCountsAtOnce() {
        var state = F.state(width: 80, height: 24, profiles: [F.profile(environment: .production, endpoint: nil)])
        F.press([.control("s"), .escape], in: &state)
        #expect(state.overlay == nil && state.log.rows.isEmpty)
    }

    @Test func theSessionTicksWhileTheQuestionArms() {
        let terminal = ScriptedTerminal(width: 80, height: 24, events: [.key(.control("s"))], closing: [.key(.escape)])
        let performer = InstantPerformer(profile: F.profile(environment: .production, endpoint: nil, deadThird: false))
        let session = ConsoleSession(state: AppState(width: 1, height: 1), terminal: terminal, performer: performer, clock: { F.now })
        _ = session.run(initial: [.loadProfiles])
        #expect(terminal.waits.contains(100), "the open question's wait has a timeout: \(terminal.waits)")
        #expect(performer.sends.isEmpty)
    }
}

/// Ctrl-S on a device the book marks dead asks first (issue 24): APNs said the token is gone, so
/// the answer is most likely the same again.
@Suite struct DeadDeviceQuestionTests {
    private typealias F = ConsoleFixtures

    @Test func ctrlSOnADeadDeviceAsksNamingWhatTheServiceSaid() {
        var state = F.state(width: 80, height: 24)
        state.focus = .tokens
        F.press([.down, .down], in: &state)
        #expect(state.sendTargets.map(\.label) == ["Old iPhone"], "the cursor is on the dead device")
        #expect(F.press([.control("s")], in: &state).isEmpty, "sent to a dead device without asking")
        let text = ConsoleView.render(state).text
        #expect(text.contains("Send to a device marked dead?") && text.contains("✗ Old iPhone: Unregistered since 2026-11-02"), "\(text)")
        #expect(F.answerYes(in: &state).count == 1 && state.log.rows.count == 1)
    }

    @Test func aLiveDeviceIsSentToAtOnce() {
        var state = F.state(width: 80, height: 24)
        #expect(F.press([.control("s")], in: &state).count == 1 && state.overlay == nil)
    }
}
