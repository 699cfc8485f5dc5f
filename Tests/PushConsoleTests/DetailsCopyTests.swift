import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The details view's copy keys: one field of the push shown goes to the clipboard, or the status
/// line says why it cannot.
@Suite struct DetailsCopyTests {
    typealias F = ConsoleFixtures
    static let apnsID = "5E3A2F1C-0D4B-4C8A-9E7F-1A2B3C4D5E6F"
    static let uniqueID = "9F8E7D6C-5B4A-4321-8FED-CBA987654321"

    /// The console with one answered push of this session, its details open.
    private func answered() -> AppState {
        var state = F.state()
        F.press([.control("s")], in: &state)
        let answer = SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: Self.apnsID, apnsUniqueID: Self.uniqueID),
                                latencyMilliseconds: 7)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: answer), now: F.now)
        state.focus = .log
        F.press([.enter], in: &state)
        return state
    }

    @Test func eachKeyCopiesItsFieldWhole() {
        let cases: [(Key, Effect)] = [
            (.character("i"), .copyToClipboard(Self.apnsID, what: "the apns-id \(Self.apnsID)")),
            (.character("u"), .copyToClipboard(Self.uniqueID, what: "the apns-unique-id \(Self.uniqueID)")),
            (.character("t"), .copyToClipboard(F.token(0).hex, what: "the device token …\(F.token(0).hex.suffix(8))")),
        ]
        for (key, expected) in cases {
            var state = answered()
            let before = state.overlay
            #expect(F.press([key], in: &state) == [expected], "\(key.displayName)")
            #expect(state.overlay == before, "\(key.displayName) leaves the details open")
        }
    }

    @Test func yCopiesTheCurlCommandThroughTheSameEffectAsResponses() {
        var details = answered()
        var responses = details
        responses.overlay = nil
        let fromDetails = F.press([.character("y")], in: &details)
        #expect(fromDetails == F.press([.character("y")], in: &responses))
        guard case .copyAsCurl(let request, _)? = fromDetails.first else {
            Issue.record("y copies the curl command: \(fromDetails)")
            return
        }
        #expect(request.token == F.token(0))
    }

    @Test func aRowFromHistoryCopiesItsIDsButSaysItsTokenIsShortened() {
        var state = F.state()
        _ = Reducer.reduce(&state, .historyLoaded(LogSearchTests.history), now: F.now)
        state.focus = .log
        F.press([.enter], in: &state)
        guard let details = state.overlay?.as(DetailsState.self) else {
            Issue.record("details are open")
            return
        }
        let row = state.log.rows[details.row]
        #expect(F.press([.character("t")], in: &state).isEmpty)
        #expect(state.status == StatusMessage("nothing copied: only the shortened token \(row.shortToken) is known: the history keeps tokens shortened",
                                              style: .warning))
        if let id = row.answer?.response?.apnsID {
            #expect(F.press([.character("i")], in: &state) == [.copyToClipboard(id, what: "the apns-id \(id)")])
        }
    }

    @Test func aPushInFlightHasNoUniqueIDYet() {
        var state = F.state()
        F.press([.control("s")], in: &state)
        state.focus = .log
        F.press([.enter, .character("u")], in: &state)
        #expect(state.status?.text == "nothing copied: no apns-unique-id yet: the push waits for its answer")
    }
}
