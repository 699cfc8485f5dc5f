import Foundation
@testable import PushConsole
import PushCore
import Testing



/// The console names a clock that disagrees with APNs's `date` header once, in the status line,
/// when the send it came from has ended.
struct ClockSkewStatusTests {
    typealias F = ConsoleFixtures

    static func answer(serverDate: Date?) -> SendAnswer {
        SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "a-1", serverDate: serverDate))
    }

    @Test func anHourAheadIsShownWithTheTallyWhenTheSendEnds() throws {
        var state = F.state()
        state.focus = .tokens
        F.press([.character("A"), .control("s")], in: &state)
        try #require(state.log.rows.count == 2)
        let serverDate = F.now.addingTimeInterval(-3600)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: Self.answer(serverDate: serverDate)), now: F.now)
        #expect(state.status?.text.contains("clock") != true, "not before the send has ended")
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 1, answer: Self.answer(serverDate: serverDate)), now: F.now)
        #expect(state.status == StatusMessage(
            "2 of 2 delivered; this machine's clock is 1 h 0 min ahead of the server's (its date header): "
                + "APNs will reject provider tokens — sync the clock (NTP)",
            style: .warning))
    }

    @Test func aLastAnswerWithoutADateStillUsesAnEarlierOne() throws {
        var state = F.state()
        state.focus = .tokens
        F.press([.character("A"), .control("s")], in: &state)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: Self.answer(serverDate: F.now.addingTimeInterval(600))), now: F.now)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 1, answer: SendAnswer(outcome: .unavailable, failure: "reset")), now: F.now)
        #expect(state.status?.style == .warning)
        #expect(state.status?.text.hasPrefix("1 of 2 delivered; this machine's clock is 10 min behind the server's") == true,
                "\(state.status?.text ?? "no status")")
    }

    @Test(arguments: [0.0, 299, -299])
    func closeClocksLeaveTheTallyAlone(offset: TimeInterval) {
        var state = F.state()
        F.press([.control("s")], in: &state)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: Self.answer(serverDate: F.now.addingTimeInterval(offset))), now: F.now)
        #expect(state.status == StatusMessage("1 of 1 delivered", style: .ok))
    }
}
