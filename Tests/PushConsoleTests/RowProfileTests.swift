import Foundation
import PushCore
import Testing
@testable import PushConsole

/// A response row acts with the profile it was sent with, found by its file (the profile's
/// identity), never by a name another profile may share.
@Suite struct RowProfileTests {
    typealias F = ConsoleFixtures

    /// "My App" in production first, then a sandbox "My App"; the sandbox one selected and sent with.
    private func sentWithTheSecondOfTwoNamesakes() -> AppState {
        var state = F.state(profiles: [F.profile(name: "My App", environment: .production), F.profile(name: "My App")])
        Reducer.selectProfile(1, in: &state)
        F.press([.control("s")], in: &state)
        Reducer.selectProfile(0, in: &state)
        state.focus = .log
        return state
    }

    @Test func resendGoesThroughTheProfileThatSentThePush() throws {
        var state = sentWithTheSecondOfTwoNamesakes()
        try #require(state.log.rows.last?.profileFile == "/profiles/p1.json")
        #expect(F.press([.character("r")], in: &state).isEmpty, "r asks first")
        let question = try #require(state.overlay?.as(Confirmation.self))
        #expect(question.question == "Send this push again?", "a sandbox push is not asked about as production")
        guard case .send(_, let plan)? = F.answerYes(in: &state).first else {
            Issue.record("expected a resend after the yes")
            return
        }
        #expect(plan.profileFile == "/profiles/p1.json")
        #expect(plan.profile.apns?.environment == .sandbox)
    }

    @Test func aHistoryRowFindsItsProfileByFileAndAnOldOneByName() throws {
        let state = F.state(profiles: [F.profile(name: "My App", environment: .production), F.profile(name: "My App")])
        var record = try #require(HistoryRecord(LogRow(
            sendID: SendID(1), index: 0, sentAt: F.now, profileName: "My App", environment: .sandbox, isLocal: true, label: nil,
            shortToken: "…0e2f", headers: PushHeaders(pushType: .alert, topic: "com.example.demo"), body: "{}", request: nil,
            answer: SendAnswer(outcome: .delivered, response: APNsResponse(status: 200)))))
        record.profileFile = "/profiles/p1.json"
        #expect(Reducer.profile(of: record.logRow, in: state)?.file == "/profiles/p1.json", "by file, past a namesake")
        record.profileFile = "/profiles/gone.json"
        #expect(Reducer.profile(of: record.logRow, in: state) == nil, "a record with a file never falls back to a namesake")
        record.profileFile = nil
        #expect(Reducer.profile(of: record.logRow, in: state)?.file == "/profiles/p0.json", "an old record: the first of that name")
    }

    @Test func copyAsCurlNamesTheProfileThatSentThePush() {
        var state = sentWithTheSecondOfTwoNamesakes()
        guard case .copyAsCurl(_, let file)? = F.press([.character("y")], in: &state).first else {
            Issue.record("expected a copy")
            return
        }
        #expect(file == "/profiles/p1.json")
    }
}
