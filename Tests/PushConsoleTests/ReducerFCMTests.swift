import Foundation
import PushCore
import PushTestSupport
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// An fcm profile in the console: FCM's linter and limits, and Ctrl-S sending the message as written.
@Suite struct ReducerFCMTests {
    static func fcmState(width: Int = 120, height: Int = 40) -> AppState {
        let profile = Profile.fcm(name: "Firebase", serviceAccountFile: "service-account.json", endpoint: "https://127.0.0.1:2198")
        return F.state(width: width, height: height, profiles: [profile])
    }

    @Test func theFCMLinterJudgesTheMessage() {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"token":"abc","data":{"count":3}}"#))
        #expect(state.editor.check.hasErrors)
        #expect(state.editor.check.findings.contains { $0.code == .fcmType })
        Reducer.edit(&state, .replaceAll(#"{"data":{"count":"3"}}"#))
        #expect(state.editor.check.findings.map(\.code) == [.fcmTarget])
        Reducer.edit(&state, .replaceAll(#"{"token":"abc","data":{"count":"3"}}"#))
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
        // FCM counts the payload's keys and values ("count" + "3"), not the target.
        #expect(state.editor.check.byteCount == 6)
    }

    @Test(arguments: [(#"{"token":"abc"}"#, FCMSendRequest.messageLimit), (#"{"topic":"news"}"#, FCMSendRequest.messageLimit)])
    func theMeterLimitIsFCMsForTokensAndTopics(message: String, limit: Int) {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(message))
        #expect(state.editor.check.limit == limit)
    }

    @Test func controlSSendsOneMessageToTheTargetItNames() throws {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"topic":"news","notification":{"title":"Hi"}}"#))
        let effects = F.press([.control("s")], in: &state)
        guard case .send(let id, let plan) = try #require(effects.first), case .fcm(let message, let tokens) = plan.pushes else {
            Issue.record("expected an FCM send, got \(effects)")
            return
        }
        #expect(plan.profile.name == "Firebase")
        #expect(message.contains("news"))
        #expect(tokens.isEmpty)
        #expect(state.log.rows.count == 1 && state.log.rows[0].shortToken == "news")
        _ = Reducer.reduce(&state, .pushAnswered(id, index: 0, answer: SendAnswer(outcome: .delivered)), now: F.now)
        #expect(state.status?.text == "1 of 1 delivered")
        state.focus = .log
        #expect(F.press([.character("r")], in: &state).isEmpty)
        #expect(state.status?.text.contains("Ctrl-S sends the FCM message again") == true)
    }

    @Test func chosenFCMDevicesAreTheTargets() throws {
        let tokens = try ["fGx1b2s:APA91bHun4MxP5egoKMwt2KZ", "dQw4w9WgXcQ:APA91bE-k_2"].map(RegistrationToken.init(parsing:))
        var state = Self.fcmState()
        guard case .loaded(let file, var profile) = state.profiles.entries[0] else {
            Issue.record("expected the fcm profile to be loaded")
            return
        }
        profile.tokens = [TokenBookEntry(label: "Pixel", registrationToken: tokens[0]),
                          TokenBookEntry(label: "Tablet", registrationToken: tokens[1])]
        state.profiles.entries[0] = .loaded(file: file, profile: profile)
        // Without a chosen device the message must name its target; with them it must not need one.
        Reducer.edit(&state, .replaceAll(#"{"notification":{"title":"Hi"}}"#))
        #expect(state.editor.check.hasErrors)
        state.focus = .tokens
        F.press([.character("A")], in: &state)
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
        let effects = F.press([.control("s")], in: &state)
        guard case .send(let id, let plan) = try #require(effects.first), case .fcm(_, let sentTo) = plan.pushes else {
            Issue.record("expected an FCM send, got \(effects)")
            return
        }
        #expect(sentTo == tokens)
        #expect(state.log.rows.map(\.label) == ["Pixel", "Tablet"])
        #expect(state.log.rows.map(\.shortToken) == tokens.map(\.shortened))
        #expect(state.log.rows.allSatisfy { !$0.shortToken.contains("APA91") })
        #expect(state.status?.text == "sending 2 FCM messages…")

        let gone = SendAnswer(outcome: .unregistered, httpStatus: 404, fcmErrorCode: .unregistered)
        #expect(Reducer.reduce(&state, .pushAnswered(id, index: 1, answer: gone), now: F.now) == [],
                "the dispatcher records the message and writes the book")
        #expect(state.log.rows[1].answer == gone)
        // What the dispatcher reports it wrote, by the one rule: the console adopts it.
        let update = try #require(TokenOutcomeUpdate.learned(from: gone.fcmErrorCode?.rawValue, delivered: false,
                                                             to: state.profiles.selectedProfile?.tokens[1], at: F.now))
        #expect(state.log.rows[1].profileFile == file)
        _ = Reducer.reduce(&state, .tokenOutcomesLearned(profileFile: file, updates: [update]), now: F.now)
        #expect(update.outcome == "UNREGISTERED")
        #expect(state.profiles.selectedProfile?.tokens.map { $0.isDead(in: nil) } == [false, true])
    }

    @Test func nothingIsSentWhileTheMessageHasErrors() {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"notification":{"title":"Hi"}}"#))
        #expect(F.press([.control("s")], in: &state).isEmpty)
        #expect(state.status?.text.hasPrefix("not sent: a message needs exactly one of token") == true)
    }

    @Test func fieldsStayAPNsOnlyAndSaySo() {
        var state = Self.fcmState()
        F.press([.function(2)], in: &state)
        #expect(state.overlay == nil)
        #expect(state.status?.text.contains("APNs headers") == true)
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func anFCMProfileWithAMessageRenders(width: Int, height: Int) {
        var state = Self.fcmState(width: width, height: height)
        Reducer.edit(&state, .replaceAll("{\n  \"topic\": \"news\",\n  \"notification\": {\"title\": \"Hi\", \"body\": \"There\"},\n  \"data\": {\"id\": \"42\"}\n}"))
        assertSnapshot(ConsoleView.render(state), named: "fcm-message-\(width)x\(height)")
    }
}

/// Adding a device to an fcm profile's book takes a registration token.
@Suite struct ReducerFCMDeviceTests {
    @Test func addingADeviceToAnFCMProfileStoresARegistrationToken() throws {
        var state = ReducerFCMTests.fcmState()
        state.focus = .tokens
        F.press([.character("a")], in: &state)
        guard var form = state.overlay?.as(TokenForm.self) else {
            Issue.record("expected the add-device form, got \(String(describing: state.overlay))")
            return
        }
        #expect(form.kind == .fcm)
        form.token.insert("bad/token")
        #expect((try? form.parsed.get()) == nil)
        form.token = LineInput("fGx1b2s:APA91bHun4MxP5egoKMwt2KZ")
        state.overlay = Overlay(form)
        let effects = F.press([.enter], in: &state)
        guard case .saveProfile(_, let saved, _)? = effects.first else {
            Issue.record("expected the book to be saved, got \(effects)")
            return
        }
        let entry = try #require(saved.tokens.last)
        #expect(entry.kind == .fcm)
        #expect(entry.token == .registration(try RegistrationToken(parsing: "fGx1b2s:APA91bHun4MxP5egoKMwt2KZ")))
    }
}
