import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Profiles a user can recover: launch picks one that loads, `R` reads the directory again, `i`
/// on a broken file opens it in `$EDITOR`, `e` on it says why not.
@Suite struct ProfileReloadReducerTests {
    typealias F = ConsoleFixtures

    static let broken = ProfileEntry.broken(file: "/profiles/a-broken.json", problem: "1:30: expected a value")

    private func launched() -> AppState {
        var state = AppState(width: 80, height: 24)
        _ = Reducer.reduce(&state, .profilesLoaded([Self.broken, .loaded(file: "/profiles/b.json", profile: F.profile(name: "Works"))], drafts: [:]),
                           now: F.now)
        return state
    }

    @Test func launchSelectsTheFirstProfileThatLoads() {
        let state = launched()
        #expect(state.profiles.selectedProfile?.name == "Works")
        #expect(state.status?.text.contains("1 profile file could not be read") == true)
        #expect(state.editor.check.byteCount != nil, "the payload of the selected profile is checked")
    }

    @Test func rReadsTheProfilesAgainAndAFixedFileBecomesUsable() {
        var state = launched()
        state.focus = .profiles
        F.press([.character("k")], in: &state)
        #expect(state.profiles.selectedEntry == Self.broken)
        #expect(F.press([.character("R")], in: &state) == [.loadProfiles])
        let fixed = ProfileEntry.loaded(file: "/profiles/a-broken.json", profile: F.profile(name: "Fixed"))
        _ = Reducer.reduce(&state, .profilesLoaded([fixed, .loaded(file: "/profiles/b.json", profile: F.profile(name: "Works"))], drafts: [:]),
                           now: F.now)
        #expect(state.profiles.selectedProfile?.name == "Fixed", "the selection stays on the file, now loaded")
        #expect(state.status?.text == "read 2 profiles")
        #expect(!state.editor.text.isEmpty && state.editor.check.byteCount != nil, "the fixed profile has a payload to send")
        let effects = F.press([.control("s")], in: &state)
        #expect(effects.contains { if case .send(_, let plan) = $0 { return plan.profile.name == "Fixed" } else { return false } }, "\(effects)")
    }

    @Test func iOnABrokenProfileOpensItsFileInTheEditorAndAReloadFollows() {
        var state = launched()
        state.focus = .profiles
        F.press([.character("k")], in: &state)
        #expect(F.press([.character("i")], in: &state) == [.editProfileFile("/profiles/a-broken.json")])
        #expect(state.overlay == nil)
        let after = Reducer.reduce(&state, .profileFileEdited(file: "/profiles/a-broken.json", failure: nil), now: F.now)
        #expect(after == [.loadProfiles])
        let failed = Reducer.reduce(&state, .profileFileEdited(file: "/profiles/a-broken.json", failure: "vi exited with 1"), now: F.now)
        #expect(failed.isEmpty && state.status == StatusMessage("vi exited with 1", style: .error))
    }

    @Test func eOnABrokenProfileSaysWhyNot() {
        var state = launched()
        state.focus = .profiles
        F.press([.character("k")], in: &state)
        #expect(F.press([.character("e")], in: &state).isEmpty)
        #expect(state.status?.text.contains("cannot switch a-broken.json: it does not load (1:30: expected a value)") == true)
        #expect(state.status?.style == .error)
    }

    @Test func iOnACertificateProfileOpensTheCertificateFormFilledIn() {
        var profile = F.profile()
        profile.service = .apns(APNsSettings(environment: .sandbox, topic: "com.example.demo",
                                             auth: .certificate(file: "cert.p12", passphrase: .environment("CERT_PASS"), keyFile: nil)))
        var state = F.state(profiles: [profile])
        state.focus = .profiles
        let request = CertificateCheckRequest(file: "cert.p12", keyFile: nil, passphrase: .environment("CERT_PASS"))
        #expect(F.press([.character("i")], in: &state) == [.checkCertificate(request, profileFile: "/profiles/p0.json")],
                "the certificate is opened with the passphrase from where the profile says")
        guard let form = state.overlay?.as(ProfileForm.self) else {
            Issue.record("i opens the form")
            return
        }
        #expect(form.kind == .apnsCertificate && form.certificateFile.text == "cert.p12")
        #expect(form.passphraseSource == .environment && form.passphrase.text == "CERT_PASS")
        #expect(!form.fields.contains(.kind), "an edited profile keeps its kind")
    }
}

/// The device form's kind and the profile form's checks.
@Suite struct FormChoiceTests {
    typealias F = ConsoleFixtures

    @Test func aDevicesKindIsChosenWhenAddingIt() {
        var state = F.state()
        state.focus = .tokens
        F.press([.character("a")], in: &state)
        _ = Reducer.reduce(&state, .event(.paste("aa" + String(repeating: "1", count: 62))), now: F.now)
        F.press([.tab, .tab, .right], in: &state)
        guard let form = state.overlay?.as(TokenForm.self) else {
            Issue.record("the form stays open")
            return
        }
        #expect(form.field == .kind && form.kind == .voip)
        F.press([.left, .left], in: &state)
        guard let back = state.overlay?.as(TokenForm.self) else { return }
        #expect(back.kind == .pushToStart, "← wraps to the last kind")
        F.press([.right, .right], in: &state)
        let effects = F.press([.enter], in: &state)
        guard case .saveProfile(_, let profile, _) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(profile.tokens.last?.kind == .voip)
    }

    @Test func anFCMBooksFormHasNoKindToChoose() {
        var state = F.state()
        var form = TokenForm(service: .fcm)
        #expect(form.fields == [.token, .label])
        form.field = .label
        state.overlay = Overlay(form)
        F.press([.tab], in: &state)
        guard let moved = state.overlay?.as(TokenForm.self) else {
            Issue.record("the form stays open")
            return
        }
        #expect(moved.field == .token)
    }

    private func profileForm(_ state: inout AppState) -> ProfileForm? {
        if let form = state.overlay?.as(ProfileForm.self) { return form }
        return nil
    }

    @Test func theKeyIDFollowsTheFileNameAndAContradictionIsFlagged() {
        var state = F.state()
        state.focus = .profiles
        F.press([.character("a"), .tab, .tab, .tab, .tab], in: &state)
        F.type("keys/AuthKey_ABCDE12345.p8", in: &state)
        #expect(profileForm(&state)?.keyID.text == "ABCDE12345")
        // Another AuthKey file: the defaulted ID follows it.
        F.press(Array(repeating: .backspace, count: 13), in: &state)
        F.type("XYZ9876543.p8", in: &state)
        #expect(profileForm(&state)?.keyID.text == "XYZ9876543")
        // A typed ID that contradicts the name is kept, and flagged.
        F.press([.tab, .control("u")], in: &state)
        F.type("ABCDE12345", in: &state)
        #expect(profileForm(&state)?.problems.contains("key ID ABCDE12345 contradicts the key file's name (AuthKey_XYZ9876543.p8)") == true)
    }

    @Test func aKeyFileThatIsNotAKeyIsNamedAndBlocksTheSave() {
        var state = F.state()
        state.focus = .profiles
        F.press([.character("i")], in: &state)
        #expect(profileForm(&state)?.problems == ["key file AuthKey_DEMOKEY001.p8: checking…"])
        _ = Reducer.reduce(&state, .keyFileChecked(KeyFileCheck(path: "AuthKey_DEMOKEY001.p8", problem: "key file /p/AuthKey_DEMOKEY001.p8 does not exist")),
                           now: F.now)
        #expect(profileForm(&state)?.problems == ["key file /p/AuthKey_DEMOKEY001.p8 does not exist"])
        #expect(F.press([.enter], in: &state).isEmpty)
        // An answer for a path no longer in the form is ignored.
        _ = Reducer.reduce(&state, .keyFileChecked(KeyFileCheck(path: "old.p8", problem: nil)), now: F.now)
        #expect(profileForm(&state)?.problems.count == 1)
    }

    @Test func theEnvironmentIsAChoiceNotText() {
        var state = F.state(profiles: [F.profile(endpoint: nil)])
        state.focus = .profiles
        F.press([.character("i"), .tab], in: &state)
        _ = Reducer.reduce(&state, .keyFileChecked(KeyFileCheck(path: "AuthKey_DEMOKEY001.p8", problem: nil)), now: F.now)
        F.type("sprod", in: &state)
        #expect(profileForm(&state)?.environment == .sandbox, "letters are not typed into a choice")
        F.press([.right], in: &state)
        #expect(profileForm(&state)?.environment == .production)
        let effects = F.press([.enter], in: &state)
        guard case .saveProfile(_, let profile, _) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(profile.apns?.environment == .production)
    }

    @Test func anEnvironmentThatContradictsApplesHostIsFlagged() {
        var form = ProfileForm(profile: F.profile(endpoint: nil), file: "/p.json")
        form.keyFileCheck = KeyFileCheck(path: "AuthKey_DEMOKEY001.p8", problem: nil)
        form.endpoint = LineInput("https://api.push.apple.com")
        #expect(form.problems == ["environment sandbox contradicts the endpoint, Apple's production host"])
    }
}

/// Lists move with j/k as well as the arrows, and 1–4 jump to the panes, outside the payload.
@Suite struct ListKeyTests {
    typealias F = ConsoleFixtures

    @Test func jAndKMoveInListsAndAreTextInThePayload() {
        var state = F.state()
        state.focus = .tokens
        F.press([.character("j"), .character("j")], in: &state)
        #expect(state.devices.cursor == 2)
        F.press([.character("k")], in: &state)
        #expect(state.devices.cursor == 1)
        state.focus = .payload
        Reducer.edit(&state, .replaceAll(""))
        F.type("jk1", in: &state)
        #expect(state.editor.text == "jk1" && state.focus == .payload)
    }

    @Test func digitsJumpToPanes() {
        var state = F.state()
        state.focus = .log
        F.press([.character("1")], in: &state)
        #expect(state.focus == .profiles)
        F.press([.character("2")], in: &state)
        #expect(state.focus == .tokens)
        F.press([.character("4")], in: &state)
        #expect(state.focus == .log)
        F.press([.character("3")], in: &state)
        #expect(state.focus == .payload)
    }
}
