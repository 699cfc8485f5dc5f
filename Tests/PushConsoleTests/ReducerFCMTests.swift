import Foundation
import PushCore
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// An fcm profile in the console: FCM's linter and limits, and Ctrl-S sending the message as written.
@Suite struct ReducerFCMTests {
    static func fcmState() -> AppState {
        let profile = Profile(name: "Firebase", service: .fcm, environment: .production, topic: "",
                              auth: .serviceAccount(file: "service-account.json"), endpoint: "https://127.0.0.1:2198")
        return F.state(profiles: [profile])
    }

    @Test func theFCMLinterJudgesTheMessage() {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"token":"abc","data":{"count":3}}"#))
        #expect(state.check.hasErrors)
        #expect(state.check.findings.contains { $0.code == .fcmNotString })
        Reducer.edit(&state, .replaceAll(#"{"data":{"count":"3"}}"#))
        #expect(state.check.findings.map(\.code) == [.fcmTarget])
        Reducer.edit(&state, .replaceAll(#"{"token":"abc","data":{"count":"3"}}"#))
        #expect(!state.check.hasErrors, "\(state.check.findings)")
        #expect(state.check.byteCount == Array(#"{"token":"abc","data":{"count":"3"}}"#.utf8).count)
    }

    @Test(arguments: [(#"{"token":"abc"}"#, FCMSendRequest.messageLimit), (#"{"topic":"news"}"#, FCMSendRequest.topicMessageLimit)])
    func theMeterLimitIsFCMsAndSmallerForATopic(message: String, limit: Int) {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(message))
        #expect(state.check.limit == limit)
    }

    @Test func controlSSendsOneMessageToTheTargetItNames() throws {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"topic":"news","notification":{"title":"Hi"}}"#))
        let effects = F.press([.control("s")], in: &state)
        guard case .sendFCM(let id, _, let profile, let message) = try #require(effects.first) else {
            Issue.record("expected an FCM send, got \(effects)")
            return
        }
        #expect(profile.name == "Firebase")
        #expect(message.contains("news"))
        #expect(state.log.count == 1 && state.log[0].shortToken == "news")
        _ = Reducer.reduce(&state, .pushAnswered(id, index: 0, answer: SendAnswer(outcome: .delivered)), now: F.now)
        #expect(state.status?.text == "1 of 1 delivered")
    }

    @Test func nothingIsSentWhileTheMessageHasErrors() {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"notification":{"title":"Hi"}}"#))
        #expect(F.press([.control("s")], in: &state).isEmpty)
        #expect(state.status?.text.hasPrefix("not sent: a message needs exactly one of token") == true)
    }
}
