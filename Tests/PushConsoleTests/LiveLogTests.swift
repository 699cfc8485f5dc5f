import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The live log: rows another process recorded join the Responses pane once, marked with where
/// they came from, and a cursor on the newest row follows them.
@Suite struct LiveLogTests {
    typealias F = ConsoleFixtures
    typealias S = LogSearchTests

    static func sent(_ index: Int, via: String?) -> HistoryRecord {
        var record = S.record(label: nil, token: "…0000000\(index)", outcome: "delivered", status: 200,
                              apnsID: "11111111-0000-4000-8000-00000000000\(index)")
        record.via = via
        record.send = 5000 + index
        return record
    }

    @Test func followedRowsAppendOnceAndTheCursorFollowsTheNewest() {
        var state = S.console()
        state.focus = .log
        #expect(state.log.selected == 4)
        _ = Reducer.reduce(&state, .historyFollowed([Self.sent(1, via: "send").followedRow]), now: F.now)
        #expect(state.log.rows.count == 6)
        #expect(state.log.selected == 5, "the cursor was on the newest row: it follows")
        #expect(state.log.rows[5].origin == .send)
        // The same record again (read by the tail and the follower both) is not a new row.
        _ = Reducer.reduce(&state, .historyFollowed([Self.sent(1, via: "send").followedRow, Self.sent(2, via: nil).followedRow]), now: F.now)
        #expect(state.log.rows.count == 7)
        #expect(state.log.rows[6].origin == .console)
        // A cursor elsewhere stays where it is.
        F.press([.home], in: &state)
        _ = Reducer.reduce(&state, .historyFollowed([Self.sent(3, via: "send").followedRow]), now: F.now)
        #expect(state.log.selected == 0)
    }

    @Test func rowsAreMarkedWithWhereTheyCameFromAndSearchable() {
        var state = S.console(width: 80, height: 24)
        _ = Reducer.reduce(&state, .historyFollowed([Self.sent(1, via: "send").followedRow, Self.sent(2, via: nil).followedRow]), now: F.now)
        let narrow = ConsoleView.render(state).text
        #expect(narrow.contains("00:36:40»…00000001"), "\(narrow)")
        #expect(narrow.contains("00:36:40 iPhone 16 Pro"), "\(narrow)")
        state.width = 160
        let wide = ConsoleView.render(state).text
        #expect(wide.contains("200 Delivered       via send"), "\(wide)")
        #expect(wide.contains("200 Delivered       via console"), "\(wide)")
        F.press([.character("/")], in: &state)
        F.type("via send", in: &state)
        #expect(state.log.visible.map(\.row.shortToken) == ["…00000001"])
        // The loaded history marks what `pushtui send` recorded too; the console's own earlier rows are not marked.
        #expect(Self.sent(4, via: "send").logRow.origin == .send)
        #expect(Self.sent(5, via: nil).logRow.origin == nil)
        #expect(DetailView.dialog(state.log.rows[5]).lines.contains { $0.0 == "Recorded by pushtui send" })
    }
}
