import Foundation
import PushCore
import Testing
@testable import PushConsole

/// A token typed or pasted into the next-send line: Ctrl-S sends once to it, outside the book; the
/// line says so, the device form offers to keep it afterwards, and Esc clears it.
@Suite struct NextSendTokenTests {
    typealias F = ConsoleFixtures

    static let outside = String(repeating: "7a", count: 30) + "9c21"

    @Test func aTypedTokenIsTheNextSendsRecipientAndTheLineSaysItIsNotInTheBook() throws {
        var state = F.state(width: 100, height: 30)
        state.focus = .payload
        F.press([.control("r")], in: &state)
        #expect(state.overlay == Overlay(NextSendTokenLine()))
        F.type("7a7g", in: &state)
        F.press([.enter], in: &state)
        #expect(state.overlay == Overlay(NextSendTokenLine()), "a token that is not hex is not kept")
        #expect(state.status?.style == .error && state.status?.text.contains("'g'") == true, "\(state.status?.text ?? "")")
        F.press([.control("u")], in: &state)
        _ = Reducer.reduce(&state, .event(.paste(" \(Self.outside)\n")), now: F.now)
        F.press([.enter], in: &state)
        #expect(state.overlay == nil)
        let next = try state.nextSend.get()
        #expect(next.recipients == .devices([TokenBookEntry(label: "", token: try DeviceToken(parsing: Self.outside))]))
        #expect(next.recipientText() == "\(try DeviceToken(parsing: Self.outside).shortened) (not in the book)")
        let line = ConsoleView.render(state).text
        #expect(line.contains("Ctrl-S → \(try DeviceToken(parsing: Self.outside).shortened) (not in the book)"), "\(line)")
        // The Devices pane's cursor is not who receives it.
        state.focus = .tokens
        F.press([.down], in: &state)
        #expect(try state.nextSend.get().recipients == next.recipients)
    }

    @Test func ctrlSSendsOnceToItAndTheDeviceFormOffersToKeepIt() throws {
        var state = F.state()
        F.press([.control("r")], in: &state)
        F.type(Self.outside, in: &state)
        F.press([.enter, .control("s")], in: &state)
        guard let offer = state.overlay?.as(TokenForm.self) else {
            Issue.record("the device form offers to keep the token: \(String(describing: state.overlay))")
            return
        }
        #expect(offer.offer == .sent && offer.token.text == Self.outside && offer.field == .label)
        let sent = try #require(state.log.rows.last)
        #expect(sent.request?.token == (try DeviceToken(parsing: Self.outside)), "the push went to the typed token")
        #expect(ConsoleView.render(state).text.contains("keep it?"))
        F.type("Test phone", in: &state)
        let saved = F.press([.enter], in: &state)
        guard case .saveProfile(_, let profile, _)? = saved.first else {
            Issue.record("expected the book to be saved, got \(saved)")
            return
        }
        #expect(profile.tokens.last?.label == "Test phone")
        #expect(state.nextSendToken == nil, "kept: it is the book's device now")
        #expect(try state.nextSend.get().recipientText() == "Test phone \(try DeviceToken(parsing: Self.outside).shortened)")
    }

    @Test func declinedTheTokenStaysUntilEscClearsIt() throws {
        var state = F.state()
        F.press([.control("r")], in: &state)
        F.type(Self.outside, in: &state)
        F.press([.enter, .control("s"), .escape], in: &state)
        #expect(state.overlay == nil && state.nextSendToken?.token != nil, "not kept, still the next recipient")
        F.press([.escape], in: &state)
        #expect(state.nextSendToken == nil)
        #expect(try state.nextSend.get().recipientText() == "iPhone 16 Pro \(F.token(0).shortened)", "back to the book")
    }

    @Test func escWhileTypingClearsAndATokenOfTheBookChoosesThatDevice() throws {
        var state = F.state()
        F.press([.control("r")], in: &state)
        F.type("7a7a", in: &state)
        F.press([.escape], in: &state)
        #expect(state.overlay == nil && state.nextSendToken == nil)
        F.press([.control("r")], in: &state)
        F.type(F.tokens[1], in: &state)
        F.press([.enter], in: &state)
        #expect(state.nextSendToken == nil && state.devices.chosen == [.device(F.token(1))])
        #expect(try state.nextSend.get().recipientText() == "iPad Air \(F.token(1).shortened)")
    }

    @Test func aProductionSendAsksFirstAndOffersAfterTheYes() throws {
        var state = F.state(profiles: [F.profile(name: "Shop", environment: .production, endpoint: nil)])
        F.press([.control("r")], in: &state)
        F.type(Self.outside, in: &state)
        F.press([.enter, .control("s")], in: &state)
        guard let confirmation = state.overlay?.as(Confirmation.self), case .send(let plan) = confirmation.consequence else {
            Issue.record("production asks first")
            return
        }
        #expect(plan.requests.map(\.token) == [try DeviceToken(parsing: Self.outside)])
        #expect(SendConfirmation.lines(NextSend(plan)).first?.0.contains("(not in the book)") == true)
        let effects = F.answerYes(in: &state)
        #expect(effects.contains { if case .send = $0 { return true } else { return false } })
        guard let offer = state.overlay?.as(TokenForm.self) else {
            Issue.record("the offer follows the yes")
            return
        }
        #expect(offer.offer == .sent)
    }

    @Test func anFCMProfileTakesARegistrationTokenAndSwitchingProfilesDropsIt() throws {
        let fcm = Profile.fcm(name: "Firebase", serviceAccountFile: "sa.json", endpoint: "https://127.0.0.1:2198")
        var state = F.state(profiles: [fcm, F.profile()])
        Reducer.edit(&state, .replaceAll(#"{"data":{"count":"3"}}"#))
        let registration = "fcm-token:" + String(repeating: "A", count: 140)
        F.press([.control("r")], in: &state)
        F.type(registration, in: &state)
        F.press([.enter], in: &state)
        let next = try state.nextSend.get()
        #expect(next.recipients == .fcmTokens([TokenBookEntry(label: "", registrationToken: try RegistrationToken(parsing: registration))]))
        let effects = F.press([.control("s")], in: &state)
        guard case .send(_, let plan)? = effects.first(where: { if case .send = $0 { return true } else { return false } }),
              case .fcm(_, let tokens) = plan.pushes else {
            Issue.record("expected an FCM send, got \(effects): \(state.status?.text ?? "")")
            return
        }
        #expect(tokens.map(\.text) == [registration])
        F.press([.escape], in: &state)
        state.focus = .profiles
        F.press([.down], in: &state)
        F.press([.enter], in: &state)
        #expect(state.nextSendToken == nil, "a token typed for another profile is not this one's")
    }
}
