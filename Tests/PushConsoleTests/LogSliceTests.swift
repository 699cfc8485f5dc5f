import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The Responses slice on its own: its reducer takes the pane's keys, its view draws into a small screen.
@Suite struct LogSliceTests {
    typealias F = ConsoleFixtures

    /// A log of three pushes to the fixture profile, the first delivered, the second unregistered, the third in flight.
    private func log() -> LogState {
        let profile = F.profile()
        var log = LogState()
        for index in 0..<3 {
            let request = PushRequest(token: F.token(index), topic: "com.example.demo", pushType: .alert, payload: "{}")
            log.append(.apns(request, sendID: SendID(index + 1), index: 0, sentAt: F.now, profile: profile, file: "/p.json",
                             label: profile.tokens[index].label))
        }
        _ = log.answer(SendID(1), index: 0, with: SendAnswer(outcome: .delivered, response: APNsResponse(status: 200), latencyMilliseconds: 4))
        _ = log.answer(SendID(2), index: 0, with: SendAnswer(outcome: .unregistered, response: APNsResponse(status: 410, reason: .unregistered),
                                                          latencyMilliseconds: 7))
        return log
    }

    @Test func listKeysMoveTheCursorWithinTheVisibleRowsAndConsumeTheKey() {
        var log = log()
        #expect(log.selected == 2)
        #expect(log.reduce(.move(.first)) == .consumed && log.selected == 0)
        #expect(log.reduce(.move(.up)) == .consumed && log.selected == 0)
        #expect(log.reduce(.move(.down)) == .consumed && log.selected == 1)
        #expect(log.reduce(.move(.last)) == .consumed && log.selected == 2)
    }

    @Test func theFilterNarrowsTheRowsAndSaysSo() {
        var log = log()
        #expect(log.reduce(.cycleFilter) == .consumed(StatusMessage("showing failures only")))
        #expect(log.visible.map(\.index) == [1], "the 410; the row in flight has not failed (yet)")
        #expect(log.reduce(.cycleFilter) == .consumed(StatusMessage("showing delivered only")))
        #expect(log.visible.map(\.index) == [0])
        #expect(log.selected == 0)
        #expect(log.reduce(.move(.down)) == .consumed && log.selected == 0)
    }

    @Test func commandsThatReachOtherSlicesAreLeftToTheApp() {
        var log = log()
        for command: PaneCommand in [.activate, .resend, .copyAsCurl, .send, .quit] {
            #expect(log.reduce(command) == .notConsumed, "\(command)")
        }
        #expect(log == self.log())
    }

    @Test func aLateAnswerLandsNowhere() {
        var log = log()
        #expect(log.answer(SendID(1), index: 0, with: SendAnswer(outcome: .failed, failure: "late")) == nil)
        #expect(log.rows[0].answer?.outcome == .delivered)
        log.failInFlight(SendID(3), message: "no key")
        #expect(log.rows[2].answer?.failure == "no key" && !log.hasPushesInFlight)
    }

    @Test func theViewDrawsTheRowsTheCursorAndTheSpinnerInA40x8Screen() {
        var log = log()
        log.selected = 1
        var screen = Screen(width: 40, height: 8)
        LogView.draw(log, focused: true, utcOffset: 0, spinnerFrame: 1, frame: Frame(row: 0, column: 0, width: 40, height: 8), into: &screen)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(4)) == [
            "┏━ Responses (3) ━━━━━━━━━━━━━━━━━━━━━━┓",
            "┃00:53:20 iPhone … 200 Deliver…    4 ms┃",
            "┃00:53:20 iPad Air 410 Unregis…    7 ms┃",
            "┃00:53:20 Old iPh… ⠙ sending…          ┃",
        ])
        let styles = screen.styles.split(separator: "\n").map(String.init)
        #expect(styles[2] != styles[1], "the cursor's row is drawn selected")

        log.filter = .outcome(.delivered)
        var filtered = Screen(width: 40, height: 8)
        LogView.draw(log, focused: false, utcOffset: 0, spinnerFrame: 0, frame: Frame(row: 0, column: 0, width: 40, height: 8), into: &filtered)
        #expect(filtered.text.contains("Responses (3) · delivered only (1)"), "the rows shown are counted: \(filtered.text)")
        #expect(!filtered.text.contains("iPad Air"))
    }
}
