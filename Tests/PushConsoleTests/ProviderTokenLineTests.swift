import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The provider token's life at the foot of the Profiles pane: what the runner reports after a
/// send (the token's mint and renewal), APNs's last token answer and the clock skew from the
/// server's `date` header — only for the profile that sent, and at 60x16 without hiding it.
@Suite struct ProviderTokenLineTests {
    typealias F = ConsoleFixtures

    /// 1_796_000_000 is 00:53:20 UTC.
    static let minted = Int(F.now.timeIntervalSince1970) - 10 * 60

    /// The fixture console after a send through `p0.json` answered `response`, its token reported.
    private func sent(_ response: APNsResponse, width: Int = 80, height: Int = 24) -> AppState {
        var state = F.state(width: width, height: height)
        F.press([.control("s")], in: &state)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: SendAnswer(outcome: .failed, response: response)), now: F.now)
        let life = ProviderTokenLife(issuedAt: Self.minted, renewsAt: Self.minted + 50 * 60, guardEndsAt: Self.minted + 20 * 60,
                                     wasMintedEarly: false)
        _ = Reducer.reduce(&state, .providerTokenSeen(profileFile: "/profiles/p0.json", life), now: F.now)
        return state
    }

    private func profilesPane(_ state: AppState) -> [String] {
        let screen = ConsoleView.render(state)
        let frame = Layout(width: state.width, height: state.height)?.frame(of: .profiles) ?? Frame(row: 0, column: 0, width: 0, height: 0)
        return screen.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(frame.row).prefix(frame.height)
            .map { String($0.prefix(frame.width)) }
    }

    @Test func aRefusedTokenShowsTheReasonItsTimeAndTheSkew() {
        let refusal = APNsResponse(status: 403, reason: .invalidProviderToken, serverDate: F.now.addingTimeInterval(-3))
        let state = sent(refusal)
        let status = state.profiles.providerTokens["/profiles/p0.json"]
        #expect(status?.lastAnswer?.reason == .invalidProviderToken && status?.skew == ClockSkew(seconds: 3))
        let pane = profilesPane(state).joined(separator: "\n")
        #expect(pane.contains("JWT 00:43 · new 01:33"), "\(pane)")
        #expect(pane.contains("✗ InvalidProviderToken"), "\(pane)")
        #expect(pane.contains("at 00:53 · skew +3s"), "\(pane)")
    }

    @Test func at60x16TheListKeepsTheSelectedProfileAndTheTokenTakesTheRest() {
        let state = sent(APNsResponse(status: 403, reason: .expiredProviderToken), width: 60, height: 16)
        let pane = profilesPane(state)
        #expect(pane[1].contains("▸Local simulator"), "\(pane)")
        #expect(pane[2].contains("JWT 00:43 · new 01:33") && pane[3].contains("✗ ExpiredProviderToken"), "\(pane)")
    }

    @Test func aDeliveredPushKeepsTheLastTokenAnswerAndMeasuresTheSkew() {
        var state = sent(APNsResponse(status: 429, reason: .tooManyProviderTokenUpdates))
        F.press([.control("s")], in: &state)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(2), index: 0, answer: SendAnswer(
            outcome: .delivered, response: APNsResponse(status: 200, serverDate: F.now.addingTimeInterval(7200)))), now: F.now)
        let status = state.profiles.providerTokens["/profiles/p0.json"]
        #expect(status?.lastAnswer?.reason == .tooManyProviderTokenUpdates, "the last token answer stays")
        #expect(status?.skew?.seconds == -7200)
        let pane = profilesPane(state).joined(separator: "\n")
        #expect(pane.contains("at 00:53 · skew -2h0m"), "\(pane)")
    }

    @Test func otherAnswersAndOtherProfilesShowNoTokenLine() {
        var state = F.state(profiles: [F.profile(), F.profile(name: "Other")])
        F.press([.control("s")], in: &state)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: SendAnswer(
            outcome: .invalidTarget, response: APNsResponse(status: 400, reason: .badDeviceToken))), now: F.now)
        #expect(state.profiles.providerTokens["/profiles/p0.json"]?.lastAnswer == nil)
        Reducer.selectProfile(1, in: &state)
        #expect(!profilesPane(state).joined().contains("JWT"))
    }

    @Test func theClockTimesAreLocal() {
        var status = ProviderTokenStatus()
        status.life = ProviderTokenLife(issuedAt: 0, renewsAt: 3000, guardEndsAt: 1200, wasMintedEarly: true)
        #expect(status.lines(utcOffset: -3600).first?.0 == "JWT 23:00 · guard 23:20", "an early token waits for its guard")
    }
}
