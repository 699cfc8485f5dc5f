import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The profile form makes and edits all three kinds of profile; the runner's checks (faked here)
/// decide what can be saved, and a typed passphrase goes to the keyring, never into the profile.
@Suite struct ProfileFormKindsTests {
    typealias F = ConsoleFixtures

    private func form(_ state: AppState) -> ProfileForm? {
        if let form = state.overlay?.as(ProfileForm.self) { return form }
        return nil
    }

    /// A new form in the profiles directory `/profiles`, its kind chosen with → (`steps` times) and its name typed.
    private func newForm(kindSteps: Int, name: String) -> AppState {
        var state = F.state()
        state.profilesDirectory = "/profiles"
        state.focus = .profiles
        F.press([.character("a")], in: &state)
        F.press(Array(repeating: .right, count: kindSteps) + [.tab], in: &state)
        F.type(name, in: &state)
        return state
    }

    private static let summary = CertificateSummary(subject: "Apple Push Services: com.shop.app", notAfter: Date(timeIntervalSince1970: 1_830_000_000),
                                                    expiresSoon: false, environments: [.sandbox], topics: ["com.shop.app", "com.shop.app.voip"],
                                                    defaultTopic: "com.shop.app")

    @Test func theKindIsAChoiceAndEachKindHasItsOwnFields() {
        var state = newForm(kindSteps: 0, name: "")
        #expect(form(state)?.fields == [.kind, .name, .environment, .topic, .keyFile, .keyID, .teamID, .endpoint, .caFile])
        F.press([.backTab, .right], in: &state)
        #expect(form(state)?.kind == .apnsCertificate)
        #expect(form(state)?.fields == [.kind, .name, .environment, .topic, .certificateFile, .certificateKey, .passphraseSource,
                                        .endpoint, .caFile], "no passphrase field while its source is none")
        F.press([.right], in: &state)
        #expect(form(state)?.fields == [.kind, .name, .serviceAccount, .project, .endpoint, .tokenEndpoint, .caFile])
        F.type("typed", in: &state)
        #expect(form(state)?.kind == .fcm, "letters are not typed into a choice")
    }

    @Test func aCertificateIsOpenedAsTypedWithItsPassphraseAndSavedWithoutIt() throws {
        var state = newForm(kindSteps: 1, name: "Shop")
        F.press([.tab, .tab, .tab], in: &state)
        #expect(form(state)?.field == .certificateFile)
        F.type("push.p1", in: &state)
        let plain = CertificateCheckRequest(file: "push.p12", keyFile: nil, passphrase: .none)
        #expect(F.press([.character("2")], in: &state) == [.checkCertificate(plain, profileFile: "/profiles/new-profile.json")])
        // The passphrase: an environment variable's name, each edit opening the certificate again.
        F.press([.tab, .tab, .right], in: &state)
        #expect(form(state)?.passphraseSource == .environment)
        F.press([.tab], in: &state)
        let effects = "SHOP_PASS".flatMap { F.press([.character($0)], in: &state) }
        let request = CertificateCheckRequest(file: "push.p12", keyFile: nil, passphrase: .environment("SHOP_PASS"))
        #expect(effects.last == .checkCertificate(request, profileFile: "/profiles/new-profile.json"))
        #expect(form(state)?.problems == ["certificate push.p12: checking…"])
        #expect(F.press([.enter], in: &state).isEmpty, "not saved before the certificate was opened")
        // A late answer for the certificate without a passphrase is not this one's.
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: plain, summary: nil, problem: "wrong")), now: F.now)
        #expect(form(state)?.problems == ["certificate push.p12: checking…"])
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(
            request: request, summary: nil, problem: "certificate file push.p12: the passphrase does not open it")), now: F.now)
        #expect(form(state)?.problems == ["certificate file push.p12: the passphrase does not open it"])
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: request, summary: Self.summary, problem: nil)), now: F.now)
        #expect(form(state)?.findings.contains("✓ topics: com.shop.app, com.shop.app.voip") == true)
        #expect(form(state)?.findings.first?.contains("expires 2027-12-28") == true, "\(form(state)?.findings ?? [])")
        let saved = F.press([.enter], in: &state)
        guard case .saveProfile(let file, let profile, _)? = saved.first else {
            Issue.record("expected a save, got \(saved)")
            return
        }
        #expect(file == "/profiles/shop.json")
        #expect(profile.apns?.auth == .certificate(file: "push.p12", passphrase: .environment("SHOP_PASS"), keyFile: nil))
        #expect(profile.apns?.topic == "", "no topic typed: the certificate's bundle ID is used")
        #expect(state.profiles.certificates[file] == Self.summary, "the title knows the certificate at once")
    }

    @Test func theCertificatesEnvironmentsAndTopicsAreChecked() {
        var state = newForm(kindSteps: 1, name: "Shop")
        F.press([.tab, .right, .tab], in: &state)
        F.type("com.other.app", in: &state)
        F.press([.tab], in: &state)
        F.type("push.pem", in: &state)
        F.press([.tab], in: &state)
        F.type("push.key", in: &state)
        let request = CertificateCheckRequest(file: "push.pem", keyFile: "push.key", passphrase: .none)
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: request, summary: Self.summary, problem: nil)), now: F.now)
        #expect(form(state)?.problems == ["the certificate is not valid for production (it is for sandbox)",
                                          "topic com.other.app is not among the certificate's topics"])
    }

    @Test func aTypedPassphraseGoesToTheKeyringAndTheProfileNamesTheItem() {
        var state = newForm(kindSteps: 1, name: "Shop")
        F.press([.tab, .tab, .tab], in: &state)
        F.type("push.p12", in: &state)
        F.press([.tab, .tab], in: &state)
        #expect(F.press([.left], in: &state).contains(.checkKeyring), "a typed passphrase is kept in the keyring: is there one?")
        F.press([.tab], in: &state)
        #expect(form(state)?.passphraseSource == .typed)
        F.type("s3cret pass", in: &state)
        _ = Reducer.reduce(&state, .keyringChecked(problem: nil), now: F.now)
        let request = CertificateCheckRequest(file: "push.p12", keyFile: nil, passphrase: .inProfile("s3cret pass"))
        _ = Reducer.reduce(&state, .certificateChecked(CertificateCheck(request: request, summary: Self.summary, problem: nil)), now: F.now)
        #expect(form(state)?.findings.last?.contains("Enter stores the passphrase in the system keyring as 'Shop'") == true)
        let rendered = ConsoleView.render(state).text
        #expect(!rendered.contains("s3cret"), "the typed passphrase is never on screen")
        #expect(rendered.contains("•••••••••••"))
        #expect(F.press([.enter], in: &state) == [.storePassphrase(item: "Shop", passphrase: "s3cret pass")])
        #expect(F.press([.enter], in: &state).isEmpty, "one store at a time")
        // No keyring: nothing saved, and the form names the alternative.
        _ = Reducer.reduce(&state, .passphraseStored(item: "Shop", problem: "the Secret Service: no D-Bus session"), now: F.now)
        #expect(form(state) != nil)
        let text = ConsoleView.render(state).text.replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("the system keyring did not take the passphrase"), "\(text)")
        #expect(state.status?.text.contains("not saved") == true)
        // A keyring: the profile names the item, never the passphrase.
        #expect(F.press([.enter], in: &state) == [.storePassphrase(item: "Shop", passphrase: "s3cret pass")])
        let effects = Reducer.reduce(&state, .passphraseStored(item: "Shop", problem: nil), now: F.now)
        guard case .saveProfile(_, let profile, _)? = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(profile.apns?.auth == .certificate(file: "push.p12", passphrase: .keyring("Shop"), keyFile: nil))
        #expect(state.status?.text.contains("its passphrase is in the system keyring as 'Shop'") == true)
        #expect(state.overlay == nil)
    }

    @Test func aPassphraseWrittenInTheFileIsOfferedToTheKeyringWhenEdited() {
        var profile = F.profile()
        profile.service = .apns(APNsSettings(environment: .sandbox, topic: "",
                                             auth: .certificate(file: "push.p12", passphrase: .inProfile("old"), keyFile: nil)))
        var state = F.state(profiles: [profile])
        state.focus = .profiles
        F.press([.character("i")], in: &state)
        #expect(form(state)?.passphraseSource == .typed && form(state)?.passphrase.text == "old")
    }

    @Test func anFCMProfileTakesItsProjectFromTheServiceAccount() {
        var state = newForm(kindSteps: 2, name: "Shop Android")
        F.press([.tab], in: &state)
        let effects = "sa.json".flatMap { F.press([.character($0)], in: &state) }
        #expect(effects.last == .checkServiceAccount(path: "sa.json", profileFile: "/profiles/new-profile.json"))
        _ = Reducer.reduce(&state, .serviceAccountChecked(ServiceAccountCheck(path: "sa.json", projectID: "", clientEmail: "a@b", problem: nil)),
                           now: F.now)
        #expect(form(state)?.problems == ["project is empty and the service account has no project_id"])
        _ = Reducer.reduce(&state, .serviceAccountChecked(ServiceAccountCheck(path: "sa.json", projectID: "shop-1", clientEmail: "a@b", problem: nil)),
                           now: F.now)
        #expect(form(state)?.findings == ["✓ service account a@b · project shop-1 (from the file)"])
        let saved = F.press([.enter], in: &state)
        guard case .saveProfile(_, let profile, _)? = saved.first else {
            Issue.record("expected a save, got \(saved)")
            return
        }
        #expect(profile.fcm == FCMSettings(serviceAccountFile: "sa.json", project: nil, tokenEndpoint: nil))
    }

    @Test func iOnAnFCMProfileOpensItsFormFilledIn() {
        var profile = F.profile()
        profile.service = .fcm(FCMSettings(serviceAccountFile: "sa.json", project: "p1", tokenEndpoint: "https://127.0.0.1:9/token"))
        var state = F.state(profiles: [profile])
        state.focus = .profiles
        #expect(F.press([.character("i")], in: &state) == [.checkServiceAccount(path: "sa.json", profileFile: "/profiles/p0.json")])
        #expect(form(state)?.kind == .fcm && form(state)?.project.text == "p1" && form(state)?.tokenEndpoint.text == "https://127.0.0.1:9/token")
        _ = Reducer.reduce(&state, .serviceAccountChecked(ServiceAccountCheck(path: "sa.json", projectID: "x", clientEmail: "a@b", problem: nil)),
                           now: F.now)
        guard case .saveProfile(_, let saved, _)? = F.press([.enter], in: &state).first else {
            Issue.record("expected a save")
            return
        }
        #expect(saved.tokens == profile.tokens && saved.fcm == profile.fcm, "the book and settings survive an edit")
    }
}
