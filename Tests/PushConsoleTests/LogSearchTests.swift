import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The Responses pane's search (`/`, `n`/`N`, Esc) and the "all failures" filter, over rows read
/// back from the history file as well as this session's.
@Suite struct LogSearchTests {
    typealias F = ConsoleFixtures

    /// Four pushes of an earlier session, as the history file gives them back.
    static let history: [LogRow] = [
        record(label: "iPhone 16 Pro", token: "…6c8d0e2f", outcome: "delivered", status: 200, apnsID: "A1B2C3D4-0000-4000-8000-000000000001",
               uniqueID: "5d1c0e9b-77aa-4b7a-9c2e-1f0a2b3c4d5e"),
        record(label: "iPad Air", token: "…8a0f1e3d", outcome: "unregistered", status: 410, reason: "Unregistered",
               apnsID: "E5F6A7B8-0000-4000-8000-000000000002"),
        record(label: nil, token: "…beef0dea", outcome: "invalidTarget", status: 400, reason: "BadDeviceToken",
               apnsID: "0C0FFEE0-0000-4000-8000-000000000003", topic: "com.shop.app"),
        record(label: "iPhone 16 Pro", token: "…6c8d0e2f", outcome: "delivered", status: 200, apnsID: "A1B2C3D4-0000-4000-8000-000000000004"),
    ].map(\.logRow)

    static func record(label: String?, token: String, outcome: String, status: Int, reason: String? = nil, apnsID: String,
                       uniqueID: String? = nil, topic: String = "com.example.demo") -> HistoryRecord {
        HistoryRecord(time: 1_795_999_000, send: 7, index: 0, profile: "Local simulator", environment: "sandbox", local: true,
                      label: label, token: token, headers: PushHeaders(pushType: PushType(rawValue: "alert"), topic: topic), body: #"{"aps":{"alert":"hi"}}"#, outcome: outcome,
                      status: status, reason: reason, apnsID: apnsID, uniqueID: uniqueID, timestamp: nil, retryAfter: nil,
                      latencyMs: 9, error: nil, via: nil)
    }

    /// The console with the earlier session's rows loaded and one push of its own answered.
    static func console(width: Int = 120, height: Int = 40) -> AppState {
        var state = F.state(width: width, height: height)
        _ = Reducer.reduce(&state, .historyLoaded(history), now: F.now)
        F.press([.control("s")], in: &state)
        let answer = SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "FEEDFACE-0000-4000-8000-00000000000A"))
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: answer), now: F.now)
        state.focus = .log
        state.status = nil
        return state
    }

    private func apnsIDs(_ state: AppState) -> [String?] {
        state.log.visible.map { $0.row.answer?.response?.apnsID }
    }

    @Test func slashSearchesEveryRowByApnsIDAsTyped() {
        var state = Self.console()
        F.press([.character("/")], in: &state)
        #expect(state.overlay == Overlay(LogSearchLine()))
        F.type("0c0ffee0", in: &state)
        #expect(apnsIDs(state) == ["0C0FFEE0-0000-4000-8000-000000000003"], "case does not matter; history rows are searched")
        #expect(state.log.selected == 2, "the match is selected")
        F.press([.enter], in: &state)
        #expect(state.overlay == nil)
        #expect(state.log.search.query == "0c0ffee0", "Enter keeps the search")
        #expect(state.status?.text.contains("match 1 of 1") == true)
    }

    @Test(arguments: [("iPad", 1), ("8a0f1e3d", 1), ("5d1c0e9b", 1), ("BadDevice", 1), ("local sim", 5), ("com.shop", 1),
                      ("FEEDFACE", 1), ("nothing-like-this", 0)])
    func everyTextARowCarriesIsSearched(_ query: String, _ count: Int) {
        var state = Self.console()
        F.press([.character("/")], in: &state)
        F.type(query, in: &state)
        #expect(state.log.visible.count == count, "\(query)")
    }

    @Test func nAndShiftNMoveBetweenMatchesAndWrap() {
        var state = Self.console()
        F.press([.character("/")], in: &state)
        F.type("A1B2C3D4", in: &state)
        F.press([.enter], in: &state)
        #expect(state.log.selected == 3, "the newest match first")
        F.press([.character("n")], in: &state)
        #expect(state.log.selected == 0, "n wraps to the oldest match")
        #expect(state.status?.text == "match 1 of 2 for “A1B2C3D4”")
        F.press([.character("n")], in: &state)
        #expect(state.log.selected == 3)
        F.press([.character("N"), .character("N")], in: &state)
        #expect(state.log.selected == 3, "N goes back, wrapping too")
        F.press([.down], in: &state)
        #expect(state.log.selected == 3, "arrows move among the matches only")
    }

    @Test func escClearsTheSearchAndKeepsTheSelectedRow() {
        var state = Self.console()
        F.press([.character("/")], in: &state)
        F.type("iPad", in: &state)
        F.press([.enter, .escape], in: &state)
        #expect(!state.log.search.isActive)
        #expect(state.log.visible.count == 5)
        #expect(state.log.selected == 1)
        // Esc on the search line clears it too, and `/` starts from what was kept.
        F.press([.character("/")], in: &state)
        F.type("iPad", in: &state)
        F.press([.enter, .character("/")], in: &state)
        #expect(state.log.search.query == "iPad")
        F.press([.escape], in: &state)
        #expect(state.overlay == nil && !state.log.search.isActive)
    }

    @Test func nWithoutASearchSaysHowToSearch() {
        var state = Self.console()
        F.press([.character("n")], in: &state)
        #expect(state.status?.text == "no search: / searches the responses")
        #expect(state.log.selected == 4)
    }

    @Test func pasteGoesIntoTheSearchLine() {
        var state = Self.console()
        F.press([.character("/")], in: &state)
        _ = Reducer.reduce(&state, .event(.paste("E5F6A7B8-0000")), now: F.now)
        #expect(apnsIDs(state) == ["E5F6A7B8-0000-4000-8000-000000000002"])
    }

    @Test func theFailuresFilterShowsEveryOutcomeButDelivered() {
        var state = Self.console()
        F.press([.character("f")], in: &state)
        #expect(state.log.filter == .failures)
        #expect(state.log.visible.map(\.row.answer?.outcome) == [.unregistered, .invalidTarget])
        #expect(state.status?.text == "showing failures only")
        // With a search on top, both narrow.
        F.press([.character("/")], in: &state)
        F.type("iPad", in: &state)
        #expect(state.log.visible.map(\.index) == [1])
    }

    @Test func theSearchLineAndTheTitleSayWhatIsSearched() {
        var state = Self.console(width: 80, height: 24)
        F.press([.character("/")], in: &state)
        F.type("iphone", in: &state)
        let screen = ConsoleView.render(state)
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        let bottom = String(lines[23])
        #expect(bottom.hasPrefix("/iphone"), "\(bottom)")
        #expect(bottom.contains("3 matches"), "\(bottom)")
        #expect(bottom.contains("Enter keep") && bottom.contains("Esc clear"), "\(bottom)")
        #expect(screen.cursor == Screen.Position(row: 23, column: 7))
        #expect(screen.text.contains("Responses (5) · /iphone (3)"), "\(screen.text)")

        F.type("-none", in: &state)
        let none = ConsoleView.render(state)
        #expect(none.text.contains("no response matches the search (Esc clears it)"), "\(none.text)")
    }
}
