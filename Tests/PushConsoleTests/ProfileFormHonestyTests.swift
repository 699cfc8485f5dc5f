import Foundation
import PushCore
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// The profile form says "ready to save" only when saving will work: a typed passphrase needs a
/// keyring that can keep it, and a certificate must be an APNs provider certificate for the
/// chosen environment (the one rule `profile list` and `profile show` apply too).
@Suite struct ProfileFormHonestyTests {
    private func form(_ state: AppState) -> ProfileForm? {
        state.overlay?.as(ProfileForm.self)
    }

    private func screen(_ state: AppState) -> String {
        ConsoleView.render(state).text.replacingOccurrences(of: "\n", with: " ")
    }

    private static func summary(environments: [APNsEnvironment]) -> CertificateSummary {
        CertificateSummary(subject: "Shop push", notAfter: Date(timeIntervalSince1970: 1_830_000_000), expiresSoon: false,
                           environments: environments, topics: ["com.shop.app"], defaultTopic: "com.shop.app")
    }

    /// A new certificate form named Shop for `push.p12` with the passphrase source `steps` → from none.
    private func certificateForm(sourceSteps: Int) -> (AppState, [Effect]) {
        var state = F.state(width: 120, height: 40)
        state.profilesDirectory = "/profiles"
        state.focus = .profiles
        F.press([.character("a"), .right, .tab], in: &state)
        F.type("Shop", in: &state)
        F.press([.tab, .tab, .tab], in: &state)
        F.type("push.p12", in: &state)
        F.press([.tab, .tab], in: &state)
        let effects = F.press(Array(repeating: .right, count: sourceSteps), in: &state)
        return (state, effects)
    }

    @Test func aTypedPassphraseIsNotReadyWhileNoKeyringCanKeepIt() {
        var (state, effects) = certificateForm(sourceSteps: 3)
        #expect(form(state)?.passphraseSource == .typed)
        #expect(effects.contains(.checkKeyring))
        F.press([.tab], in: &state)
        F.type("s3cret", in: &state)
        let request = CertificateCheckRequest(file: "push.p12", keyFile: nil, passphrase: .inProfile("s3cret"))
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: request, summary: Self.summary(environments: [.sandbox]),
                                                                        problem: nil)), now: F.now)
        #expect(form(state)?.problems == ["system keyring: checking that it can keep the passphrase…"])
        _ = Reducer.reduce(&state, .keyringChecked(problem: "no keyring: no D-Bus session bus"), now: F.now)
        #expect(form(state)?.problems.first?.hasPrefix("the system keyring cannot keep the passphrase (no keyring: no D-Bus session bus)") == true,
                "\(form(state)?.problems ?? [])")
        #expect(!screen(state).contains("ready to save"), "\(screen(state))")
        #expect(!screen(state).contains("Enter stores the passphrase"))
        #expect(F.press([.enter], in: &state).isEmpty, "Enter does not try a store that cannot work")
        #expect(form(state) != nil)
        // Another source that needs no keyring is ready.
        F.press([.backTab, .left, .left], in: &state)
        #expect(form(state)?.passphraseSource == .environment)
        F.press([.tab], in: &state)
        F.type("SHOP_PASS", in: &state)
        let fromEnvironment = CertificateCheckRequest(file: "push.p12", keyFile: nil, passphrase: .environment("SHOP_PASS"))
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: fromEnvironment, summary: Self.summary(environments: [.sandbox]),
                                                                        problem: nil)), now: F.now)
        #expect(form(state)?.problems == [])
        #expect(screen(state).contains("✓ ready to save"))
    }

    @Test func aReachableKeyringMakesATypedPassphraseReady() {
        var (state, _) = certificateForm(sourceSteps: 3)
        F.press([.tab], in: &state)
        F.type("s3cret", in: &state)
        let request = CertificateCheckRequest(file: "push.p12", keyFile: nil, passphrase: .inProfile("s3cret"))
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: request, summary: Self.summary(environments: [.sandbox]),
                                                                        problem: nil)), now: F.now)
        _ = Reducer.reduce(&state, .keyringChecked(problem: nil), now: F.now)
        #expect(form(state)?.problems == [])
        #expect(screen(state).contains("✓ ready to save"))
        #expect(F.press([.enter], in: &state) == [.storePassphrase(item: "Shop", passphrase: "s3cret")])
    }

    @Test(arguments: [([APNsEnvironment](), "the certificate is not an APNs provider certificate"),
                      ([.production], "the certificate is not valid for sandbox (it is for production)")])
    func aCertificateThatCannotPushToTheEnvironmentIsNotReady(environments: [APNsEnvironment], problem: String) {
        var (state, _) = certificateForm(sourceSteps: 0)
        let request = CertificateCheckRequest(file: "push.p12", keyFile: nil, passphrase: .none)
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: request, summary: Self.summary(environments: environments),
                                                                        problem: nil)), now: F.now)
        #expect(form(state)?.problems.first?.hasPrefix(problem) == true, "\(form(state)?.problems ?? [])")
        #expect(form(state)?.problems.first == ProviderCertificateRule.problem(certificateEnvironments: environments, environment: .sandbox))
        #expect(form(state)?.findings.contains { $0.hasPrefix("✓ certificate") } == false, "\(form(state)?.findings ?? [])")
        #expect(!screen(state).contains("ready to save"))
        #expect(F.press([.enter], in: &state).isEmpty)
    }

    /// The payload check of a certificate profile applies the same rule: no send is offered with a
    /// certificate APNs would refuse.
    @Test func thePayloadCheckOfACertificateProfileAppliesTheSameRule() {
        var profile = F.profile()
        profile.service = .apns(APNsSettings(environment: .sandbox, topic: "com.shop.app",
                                             auth: .certificate(file: "push.pem", passphrase: .none, keyFile: nil)))
        var state = F.state(profiles: [profile])
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
        _ = Reducer.reduce(&state, .certificatesRead(["/profiles/p0.json": Self.summary(environments: [])]), now: F.now)
        #expect(state.editor.check.findings.first?.code == .certificateEnvironment, "\(state.editor.check.findings)")
        #expect(state.editor.check.findings.first?.message == ProviderCertificateRule.problem(certificateEnvironments: [], environment: .sandbox))
        _ = Reducer.reduce(&state, .certificatesRead(["/profiles/p0.json": Self.summary(environments: [.sandbox])]), now: F.now)
        #expect(!state.editor.check.findings.contains { $0.code == .certificateEnvironment })
    }
}

