import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Below the minimum size the console shows only "enlarge the terminal": nothing may then happen
/// that the user cannot see. Only resize and the quit keys act.
@Suite struct HiddenScreenTests {
    typealias F = ConsoleFixtures

    static let enlarge = "enlarge the terminal"

    @Test func aHiddenScreenDropsEveryKeyPasteAndClickButQuit() {
        var state = F.state(width: 40, height: 10)
        #expect(ConsoleView.render(state).text.contains(Self.enlarge))
        let text = state.editor.text
        let focus = state.focus
        let keys: [Key] = [.control("s"), .function(5), .character("?"), .function(1), .tab, .backTab, .character("y"),
                           .enter, .character("x"), .escape, .control("t"), .control("z"), .down, .character("q")]
        for key in keys {
            let effects = F.press([key], in: &state)
            #expect(effects.isEmpty, "\(key) had effects \(effects)")
            #expect(state.overlay == nil, "\(key) opened \(String(describing: state.overlay))")
        }
        #expect(Reducer.reduce(&state, .event(.paste("{}")), now: F.now).isEmpty)
        #expect(Reducer.reduce(&state, .event(.click(row: 3, column: 3)), now: F.now).isEmpty)
        #expect(state.log.rows.isEmpty)
        #expect(state.editor.text == text)
        #expect(state.focus == focus)
        #expect(!state.isQuitting)
    }

    @Test func aResizeBringsTheConsoleBackAndCtrlSThenSends() throws {
        var state = F.state(width: 40, height: 10)
        #expect(F.press([.control("s")], in: &state).isEmpty)
        _ = Reducer.reduce(&state, .event(.resize(width: 80, height: 24)), now: F.now)
        #expect(!ConsoleView.render(state).text.contains(Self.enlarge))
        let effects = F.press([.control("s")], in: &state)
        guard case .send(_, let plan) = try #require(effects.first) else {
            Issue.record("expected a send, got \(effects)")
            return
        }
        #expect(plan.requests.map(\.token) == [F.token(0)])
    }

    @Test func ctrlQAndCtrlCStillQuitAndKeepTheDraft() {
        for key in [Key.control("q"), .control("c")] {
            var state = F.state(width: 40, height: 10)
            let effects = F.press([key], in: &state)
            #expect(state.isQuitting, "\(key) did not quit")
            #expect(effects == [.quit], "the draft, unchanged, is the runner's to write before it leaves")
        }
    }

    @Test func aProductionConfirmationShrunkOutOfSightDoesNotTakeY() throws {
        var state = F.state(profiles: [F.profile(environment: .production, endpoint: nil)])
        F.press([.control("s")], in: &state)
        guard let confirmation = state.overlay?.as(Confirmation.self), case .send = confirmation.consequence else {
            Issue.record("expected a confirmation, got \(String(describing: state.overlay))")
            return
        }
        _ = Reducer.reduce(&state, .event(.resize(width: 59, height: 24)), now: F.now)
        #expect(ConsoleView.render(state).text.contains(Self.enlarge))
        #expect(F.answerYes(in: &state).isEmpty)
        #expect(state.log.rows.isEmpty)
        // Seen again, the same confirmation answers `y`.
        _ = Reducer.reduce(&state, .event(.resize(width: 60, height: 24)), now: F.now)
        #expect(ConsoleView.render(state).text.contains("Send to PRODUCTION?"))
        #expect(F.answerYes(in: &state).count == 1)
    }

    @Test func theViewAndTheReducerAgreeOnEverySizeAroundTheMinimum() {
        for width in Layout.minimumWidth - 2...Layout.minimumWidth + 1 {
            for height in Layout.minimumHeight - 2...Layout.minimumHeight + 1 {
                var state = F.state(width: width, height: height)
                let hidden = ConsoleView.render(state).text.contains(Self.enlarge)
                let sent = !F.press([.control("s")], in: &state).isEmpty
                #expect(hidden != sent, "at \(width)x\(height): hidden \(hidden), sent \(sent)")
                #expect(hidden == (width < Layout.minimumWidth || height < Layout.minimumHeight))
            }
        }
    }
}
