import Foundation
import PushCore
import Testing
@testable import PushConsole

/// `r` on a row that keeps only the token's last characters (an earlier session's, `pushtui
/// send`'s): the device is found in the profile's book by them — one match resends, several ask,
/// none explains.
@Suite struct HistoryResendTests {
    typealias F = ConsoleFixtures

    /// A history row of `p0.json` to the device whose token ends in `suffix`, answered.
    private static func historyRow(suffix: String, label: String? = nil, profileFile: String? = "/profiles/p0.json") -> LogRow {
        var record = HistoryRecord(time: 1_795_000_000, send: 4242, index: 0, profile: "Local simulator", environment: "sandbox",
                                   local: true, label: label, token: "…" + suffix, headers: PushHeaders(pushType: PushType(rawValue: "voip"), topic: "com.example.demo.voip"),
                                   body: #"{"aps":{}}"#, outcome: "delivered", status: 200, reason: nil, apnsID: "A-1", uniqueID: nil,
                                   timestamp: nil, retryAfter: nil, latencyMs: 3, error: nil, via: "send")
        (record.profileFile, record.headers.priority, record.headers.collapseID) = (profileFile, 5, "call")
        return record.logRow
    }

    /// The console with `row` loaded from the history and the Responses cursor on it.
    private static func console(with row: LogRow, profile: Profile = F.profile(), width: Int = 120, height: Int = 40) -> AppState {
        var state = F.state(width: width, height: height, profiles: [profile])
        _ = Reducer.reduce(&state, .historyLoaded([row]), now: F.now)
        state.focus = .log
        return state
    }

    /// The fixture profile with a fourth device, "Twin", whose token ends like the first one's.
    static let twin = (try? DeviceToken(parsing: String(repeating: "0", count: 56) + F.tokens[0].suffix(8)))
        ?? { preconditionFailure("the twin token is not hex") }()

    static func profileWithTwin() -> Profile {
        var profile = F.profile()
        profile.tokens.append(TokenBookEntry(label: "Twin", token: twin))
        return profile
    }

    /// `r` on a history row whose token ends like two devices of the book: the chooser is open.
    static func chooserOpen(width: Int = 120, height: Int = 40) -> AppState {
        var state = console(with: historyRow(suffix: String(F.tokens[0].suffix(8))), profile: profileWithTwin(), width: width, height: height)
        F.press([.character("r")], in: &state)
        return state
    }

    @Test func oneMatchResendsTheRowsPushToThatDevice() throws {
        var state = Self.console(with: Self.historyRow(suffix: String(F.tokens[1].suffix(8))))
        #expect(F.press([.character("r")], in: &state).isEmpty, "r asks first")
        let question = ConsoleView.render(state).text
        #expect(question.contains("Send this push again?") && question.contains("to   iPad Air …\(F.tokens[1].suffix(8))"), "\(question)")
        let effects = F.answerYes(in: &state)
        guard case .send(_, let plan)? = effects.first else {
            Issue.record("expected a resend, got \(effects); status \(String(describing: state.status))")
            return
        }
        #expect(plan.profileFile == "/profiles/p0.json")
        let request = try #require(plan.requests.first)
        #expect(plan.requests.count == 1 && request.token == F.token(1))
        #expect(request.payload == #"{"aps":{}}"# && request.topic == "com.example.demo.voip" && request.pushType == .voip)
        #expect(request.headers.priority == 5 && request.headers.collapseID == "call" && request.headers.apnsID == nil && request.headers.expiration == nil)
        #expect(state.status?.text.hasPrefix("sending 1 push to ") == true, "\(String(describing: state.status))")
        #expect(state.log.rows.last?.request?.token == F.token(1), "the resend is a row of its own, with its full request")
    }

    @Test func noMatchExplainsHowToAddTheDevice() {
        var state = Self.console(with: Self.historyRow(suffix: "00009c21"))
        let effects = F.press([.character("r")], in: &state)
        #expect(effects.isEmpty && state.overlay == nil)
        #expect(state.status?.text == "no device in Local simulator's book ends in …00009c21; add it with a")
    }

    @Test func severalMatchesAskWhichDeviceAndTheAnswerIsSent() {
        var state = Self.console(with: Self.historyRow(suffix: String(F.tokens[0].suffix(8))), profile: Self.profileWithTwin())
        #expect(F.press([.character("r")], in: &state).isEmpty)
        guard let chooser = state.overlay?.as(ResendChooser.self) else {
            Issue.record("expected the chooser, got \(String(describing: state.overlay))")
            return
        }
        #expect(chooser.candidates.map(\.label) == ["iPhone 16 Pro", "Twin"])
        let screen = ConsoleView.render(state)
        #expect(screen.text.contains("Resend to which device?") && screen.text.contains("Twin  …"), "\(screen.text)")
        F.press([.character("j")], in: &state)
        #expect(F.press([.enter], in: &state).isEmpty, "the chosen device is asked about, not sent to")
        let effects = F.answerYes(in: &state)
        guard case .send(_, let plan)? = effects.first else {
            Issue.record("expected a resend, got \(effects)")
            return
        }
        #expect(plan.requests.map(\.token) == [Self.twin] && state.overlay == nil)
    }

    @Test func theRowsLabelNarrowsSeveralMatches() {
        var state = Self.console(with: Self.historyRow(suffix: String(F.tokens[0].suffix(8)), label: "Twin"), profile: Self.profileWithTwin())
        F.press([.character("r")], in: &state)
        guard case .send(_, let plan)? = F.answerYes(in: &state).first else {
            Issue.record("expected a resend to the labelled device, overlay \(String(describing: state.overlay))")
            return
        }
        #expect(plan.requests.map(\.token) == [Self.twin])
    }

    @Test func escapeInTheChooserSendsNothing() {
        var state = Self.chooserOpen()
        #expect(F.press([.escape], in: &state).isEmpty && state.overlay == nil)
        #expect(state.status?.text == "not sent")
    }

    @Test func aRecordOfAProfileThatIsGoneIsNotSentThroughANamesake() {
        var state = Self.console(with: Self.historyRow(suffix: String(F.tokens[1].suffix(8)), profileFile: "/elsewhere/p0.json"))
        #expect(F.press([.character("r")], in: &state).isEmpty)
        #expect(state.status?.text == "cannot resend: its profile /elsewhere/p0.json is no longer among the profiles")
        // A profile outside the directory the console reads is not said to be gone: it is elsewhere.
        state.profilesDirectory = "/profiles"
        state.focus = .log
        F.press([.character("r")], in: &state)
        #expect(state.status?.text == "cannot resend: it was sent with /elsewhere/p0.json, outside /profiles where this console reads its profiles")
        F.press([.character("y")], in: &state)
        #expect(state.status?.text == "cannot copy: it was sent with /elsewhere/p0.json, outside /profiles where this console reads its profiles")
    }

    @Test func yCopiesAHistoryRowAsCurlToItsOneMatchingDevice() throws {
        var state = Self.console(with: Self.historyRow(suffix: String(F.tokens[1].suffix(8))))
        let effects = F.press([.character("y")], in: &state)
        guard case .copyAsCurl(let request, let file)? = effects.first else {
            Issue.record("expected a copy, got \(effects); status \(String(describing: state.status))")
            return
        }
        #expect(file == "/profiles/p0.json" && request.token == F.token(1), "the whole token, from the book")
        #expect(request.payload == #"{"aps":{}}"# && request.pushType == .voip && request.headers.priority == 5 && request.headers.collapseID == "call")
    }

    @Test func yOnAHistoryRowSaysWhyWhenTheBookDoesNotSettleTheDevice() {
        var none = Self.console(with: Self.historyRow(suffix: "00009c21"))
        #expect(F.press([.character("y")], in: &none).isEmpty)
        #expect(none.status?.text == "nothing to copy: no device in Local simulator's book ends in …00009c21")
        var several = Self.console(with: Self.historyRow(suffix: String(F.tokens[0].suffix(8))), profile: Self.profileWithTwin())
        #expect(F.press([.character("y")], in: &several).isEmpty && several.overlay == nil)
        #expect(several.status?.text == "nothing to copy: 2 devices in Local simulator's book end in …\(F.tokens[0].suffix(8)); r asks which")
    }
}
