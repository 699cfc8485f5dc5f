import Foundation
import PushCore
import Testing
@testable import PushConsole

/// `/` in the Responses pane finds a push by its apns-id, among the rows of an earlier session read
/// from the history and the pushes made since, through the real loop (this was a tmux test in
/// ConsoleLogSearchTests; the history rows the console appends stand in for the history file).
extension KeyBehaviourSessionTests {
    private static let earlierID = "0C0FFEE0-1111-4222-8333-444455556666"

    /// The earlier session's push, as the history gives it back.
    private static let earlier = HistoryRecord(
        time: 1_795_999_000, send: 3, index: 0, profile: "Local simulator", environment: "sandbox", local: true, label: "iPad Air",
        token: "…8a0f1e3d", headers: PushHeaders(pushType: PushType(rawValue: "alert"), topic: "com.example.demo"),
        body: #"{"aps":{"alert":"earlier"}}"#, outcome: "unregistered", status: 410, reason: "Unregistered", apnsID: earlierID,
        uniqueID: nil, timestamp: nil, retryAfter: nil, latencyMs: 4, error: nil, via: nil
    ).logRow

    @Test func slashFindsAPushByItsApnsID() throws {
        let history = [Self.earlier]
        #expect(run([], history: history).screen.contains("Responses (1)"), "\(run([], history: history).screen)")
        let once = run(keys(.control("s")), history: history).screen
        #expect(once.contains(try Regex(#"Responses \(2\)[\s\S]*200 Delivered"#)), "\(once)")
        let sends = keys(.control("s"), .control("s"))
        let twice = run(sends, history: history)
        #expect(twice.screen.contains(try Regex(#"Responses \(3\)[\s\S]*200 Delivered[\s\S]*200 Delivered"#)), "\(twice.screen)")
        let rows = twice.performer.historyRows
        #expect(rows.count == 2, "the two pushes are not in the history")
        let sentID = try #require(rows.first?.answer?.response?.apnsID)

        // Tab from the payload to Responses; `/` opens the search line at the bottom.
        #expect(run(sends + keys(.tab), history: history).screen.contains("┏━ Responses"))
        let search = sends + keys(.tab) + typed("/")
        let line = run(search, history: history).screen
        #expect(line.contains(try Regex(#"(?m)^/ +\d+ matches · Enter keep · Esc clear"#)), "\(line)")
        let query = String(sentID.prefix(13)).lowercased()
        let found = run(search + typed(query), history: history).screen
        #expect(found.contains("Responses (3) · /\(query) (1)"), "\(found)")
        #expect(found.contains("1 match ·"), "\(found)")

        // Enter keeps the search; the one row left is the push with that apns-id.
        let kept = search + typed(query) + keys(.enter)
        let match = run(kept, history: history).screen
        #expect(match.contains("match 1 of 1 for “\(query)”"), "\(match)")
        let details = run(kept + keys(.enter), history: history).screen
        #expect(details.contains("Push #1.1 to iPhone 16 Pro"), "\(details)")
        #expect(details.lowercased().contains(sentID.lowercased()), "the details are another push's:\n\(details)")
        let closed = kept + keys(.enter, .escape)
        #expect(!run(closed, history: history).screen.contains("Push #1.1 to"))

        // The earlier session's row is searched too; Esc brings every row back.
        let again = closed + typed("/") + keys(.control("u")) + typed("0c0ffee0")
        let earlier = run(again, history: history).screen
        #expect(earlier.contains("Responses (3) · /0c0ffee0 (1)"), "\(earlier)")
        #expect(earlier.contains("iPad Air") && earlier.contains("410"), "\(earlier)")
        let every = run(again + keys(.escape), history: history).screen
        #expect(every.contains("Responses (3)") && !every.contains("Responses (3) ·"), "\(every)")
    }

    /// A push older than the history's loaded tail, which only a search of the whole history finds.
    private static let archivedRow = HistoryRecord(
        time: 1_790_000_000, send: 2, index: 5, profile: "Local simulator", environment: "sandbox", local: true, label: "Old iPad mini",
        token: "…77aa0b1c", headers: PushHeaders(pushType: PushType(rawValue: "alert"), topic: "com.example.demo"),
        body: #"{"aps":{"alert":"long ago"}}"#, outcome: "delivered", status: 200, reason: nil, apnsID: "ARCHIVED-1",
        uniqueID: nil, timestamp: nil, retryAfter: nil, latencyMs: 4, error: nil, via: "send"
    ).logRow

    @Test func slashSearchesTheWholeHistoryAndFoundRowsJoinThePaneOnce() throws {
        let history = [Self.earlier]
        let search = keys(.tab) + typed("/") + typed("ipad")
        let found = run(search + keys(.enter), history: history, archived: [Self.archivedRow, Self.earlier])
        #expect(found.state.log.rows.map(\.label) == ["Old iPad mini", "iPad Air"], "the held row came twice or the archived one not at all")
        #expect(found.screen.contains("match 2 of 2 for “ipad” (whole history)"), "\(found.screen)")
        // `N` reaches the older row.
        let previous = run(search + keys(.enter) + typed("N"), history: history, archived: [Self.archivedRow]).state.log
        #expect(previous.selectedRow?.label == "Old iPad mini")
        // Every change of the query searched again; only the answer for the query typed landed.
        let searches = found.performer.performed.compactMap { if case .searchHistory(let search) = $0 { search.query } else { nil } }
        #expect(searches == ["i", "ip", "ipa", "ipad"])
    }

    @Test func anAnswerForAQueryNoLongerTypedIsDropped() {
        var state = AppState(width: 80, height: 24)
        _ = Reducer.reduce(&state, .historyLoaded([Self.earlier]), now: F.now)
        state.log.search = LogSearch(query: "ipad")
        _ = Reducer.reduce(&state, .historySearched(query: "ipa", rows: [Self.archivedRow], isComplete: true), now: F.now)
        #expect(state.log.rows.count == 1)
        #expect(state.log.matchSummary == "match 1 of 1 for “ipad”")
        _ = Reducer.reduce(&state, .historySearched(query: "ipad", rows: [Self.archivedRow], isComplete: false), now: F.now)
        #expect(state.log.rows.count == 2)
        #expect(state.log.selectedRow?.label == "iPad Air", "the cursor stays on its row")
        #expect(state.log.matchSummary == "match 2 of 2 for “ipad” (newest of the whole history)")
    }
}
