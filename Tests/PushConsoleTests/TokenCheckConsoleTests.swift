import Foundation
import PushCore
import Testing
@testable import PushConsole

/// `c` on a device: what is known of its token, and `p`'s probe — asked first with the side effect
/// named (the production question when a probe goes there), then two real sends of the background
/// push, one per environment, whose answers the check shows as they land.
@Suite struct TokenCheckConsoleTests {
    typealias F = ConsoleFixtures

    /// A profile on Apple's hosts (no endpoint): the probe goes to sandbox, then production.
    private func appleState(width: Int = 80, height: Int = 24) -> AppState {
        var state = F.state(width: width, height: height, profiles: [F.profile(name: "Shop", endpoint: nil)])
        state.focus = .tokens
        return state
    }

    @Test func theCheckSaysWhatIsKnownAndWhatTheProbeWouldSend() throws {
        var state = appleState()
        F.press([.character("c")], in: &state)
        let check = try #require(state.overlay?.as(TokenCheck.self))
        let text = check.dialog(over: state).lines.map(\.0).joined(separator: "\n")
        #expect(text.contains("64 hex digits (32 bytes): an APNs token"), "\(text)")
        #expect(text.contains("known  nothing yet"), "\(text)")
        #expect(text.contains("sent   no push to it in the log"), "\(text)")
        #expect(text.contains("to sandbox (Apple sandbox), then production (Apple production)"), "\(text)")
        #expect(!text.contains("not probed"), "\(text)")
    }

    @Test func theProbeAsksNamingProductionThenSendsToBothAndShowsTheAnswers() throws {
        var state = appleState()
        F.press([.character("c"), .character("p")], in: &state)
        let question = try #require(state.overlay?.as(Confirmation.self))
        #expect(question.question == "Probe iPhone 16 Pro, also in PRODUCTION?")
        guard case .probe(let plans, _) = question.consequence else {
            Issue.record("not a probe: \(question.consequence)")
            return
        }
        #expect(plans.map { Destination($0.profile, file: $0.profileFile).environment } == [.sandbox, .production])
        #expect(plans.allSatisfy { $0.requests.map(\.pushType) == [.background] && $0.requests.map(\.effectivePriority) == [5] })
        #expect(plans.allSatisfy { $0.requests.map(\.payload) == [TokenProbePush.payload] })
        #expect(state.log.rows.isEmpty, "nothing sent before the answer")

        let effects = F.answerYes(in: &state)
        let sends = effects.compactMap { effect -> SendID? in if case .send(let id, _) = effect { id } else { nil } }
        #expect(sends.count == 2, "\(effects)")
        #expect(state.log.rows.map(\.environment) == [.sandbox, .production])
        #expect(state.overlay?.as(TokenCheck.self) != nil, "the check opens again to show the answers")

        // The answers as the dispatcher reports them: the book learns, and the check says so.
        guard sends.count == 2 else { return }
        F.answer(sends[0], index: 0, with: SendAnswer(outcome: .delivered, response: APNsResponse(status: 200)), in: &state)
        F.answer(sends[1], index: 0, with: SendAnswer(outcome: .invalidTarget, response: APNsResponse(status: 400, reason: .badDeviceToken)),
                 in: &state)
        let check = try #require(state.overlay?.as(TokenCheck.self))
        let text = check.dialog(over: state).lines.map(\.0).joined(separator: "\n")
        #expect(text.contains("known  sandbox ✓ · production ✗ BadDeviceToken"), "\(text)")
        #expect(text.contains("sent   2 pushes in the log, the last"), "\(text)")
        #expect(text.contains("400 BadDeviceToken (production)"), "\(text)")
    }

    @Test func aNoSendsNothing() throws {
        var state = appleState()
        F.press([.character("c"), .character("p"), .character("n")], in: &state)
        #expect(state.overlay == nil && state.log.rows.isEmpty)
        #expect(state.status?.text == "not sent")
    }

    @Test func aCustomEndpointProbesItsOwnEnvironmentOnlyAndSaysSo() throws {
        var state = F.state(width: 80, height: 24)
        state.focus = .tokens
        F.press([.character("c")], in: &state)
        let check = try #require(state.overlay?.as(TokenCheck.self))
        let text = check.dialog(over: state).lines.map(\.0).joined(separator: "\n")
        #expect(text.contains("the other environment is not probed: this profile's endpoint is custom"), "\(text)")
        F.press([.character("p")], in: &state)
        let question = try #require(state.overlay?.as(Confirmation.self))
        #expect(question.question == "Probe iPhone 16 Pro?")
        guard case .probe(let plans, _) = question.consequence else { return }
        #expect(plans.count == 1)
    }

    @Test func theProductionQuestionSaysWhatTheBookKnowsAgainstTheSend() throws {
        var profile = F.profile(name: "Shop", environment: .production, endpoint: nil)
        profile.tokens[0].environments = [.sandbox: EnvironmentAnswer(outcome: "Delivered", seen: "2026-12-01T09:00:00Z")]
        var state = F.state(width: 100, height: 30, profiles: [profile])
        let next = try state.nextSend.get()
        #expect(next.warnings.map(\.text) == ["iPhone 16 Pro: a sandbox token"])
        F.press([.control("s")], in: &state)
        let question = try #require(state.overlay?.as(Confirmation.self))
        guard case .send(let plan) = question.consequence else { return }
        let lines = SendConfirmation.lines(NextSend(plan)).map(\.0)
        #expect(lines.contains("! iPhone 16 Pro: delivered in sandbox only, so production will likely answer BadDeviceToken"), "\(lines)")
    }
}
