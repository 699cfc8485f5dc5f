import Foundation
@testable import PushConsole
import PushCore
import PushCrypto
import PushDelivery
import PushKeyring
import PushSimulatorFixture
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The runner's checks behind the profile form, on real files generated at test time: a
/// certificate opened with its passphrase from each source, a `.p8` key read, a service account
/// read for its project, a typed passphrase stored in a keyring (or refused by a missing one).
@Suite struct ProfileFormChecksTests {
    private static func effects(for bed: CertificateTestbed, environment: [String: String] = [:],
                                keyring: any PassphraseKeyring = MemoryKeyring([:])) -> ConsoleEffects {
        ConsoleEffects(
            profilesDirectory: bed.profilesDirectory, paths: StatePaths(root: bed.files.file("state-root")),
            pathContext: PathContext(home: bed.files.path, environment: environment, currentDirectory: bed.files.path, keyring: keyring),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { _ in })
    }

    /// The one action `effect` is answered with.
    private static func answer(_ effect: Effect, from effects: ConsoleEffects) -> Action? {
        let mailbox = Mailbox(wake: {})
        effects.perform(effect, mailbox: mailbox)
        return mailbox.drain().first
    }

    private func certificateCheck(_ request: CertificateCheckRequest, _ effects: ConsoleEffects, _ bed: CertificateTestbed) -> CertificateCheck? {
        guard case .certificateChecked(let check)? = Self.answer(.checkCertificate(request, profileFile: bed.profilesDirectory + "/new.json"),
                                                                  from: effects) else { return nil }
        return check
    }

    @Test func aP12OpensWithItsPassphraseFromEachSourceAndShowsItsTopicsAndExpiry() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        _ = try bed.writeP12(try bed.certificate(), passphrase: "form pass", named: "push.p12")
        let effects = Self.effects(for: bed, environment: ["FORM_PASS": "form pass"], keyring: MemoryKeyring(["Shop": "form pass"]))
        defer { effects.shutdown() }
        // Relative to the profile's directory, as the profile will spell it.
        for passphrase: CertificatePassphrase in [.inProfile("form pass"), .environment("FORM_PASS"), .keyring("Shop")] {
            let request = CertificateCheckRequest(file: "../push.p12", keyFile: nil, passphrase: passphrase)
            let check = try #require(certificateCheck(request, effects, bed))
            #expect(check.request == request)
            #expect(check.problem == nil, "\(passphrase): \(check.problem ?? "")")
            #expect(check.summary?.topics.contains(CertificateTestbed.bundleID) == true)
            #expect(check.summary?.defaultTopic == CertificateTestbed.bundleID)
            #expect(check.summary.map { $0.notAfter > Date() } == true)
        }
        let wrong = try #require(certificateCheck(CertificateCheckRequest(file: "../push.p12", keyFile: nil, passphrase: .inProfile("nope")),
                                                  effects, bed))
        #expect(wrong.summary == nil)
        #expect(wrong.problem?.contains("push.p12") == true, "\(wrong.problem ?? "")")
        let unset = try #require(certificateCheck(CertificateCheckRequest(file: "../push.p12", keyFile: nil, passphrase: .environment("UNSET_PASS")),
                                                  effects, bed))
        #expect(unset.problem?.contains("$UNSET_PASS, which is not set") == true, "\(unset.problem ?? "")")
    }

    @Test func aPEMWithASeparateKeyOpensAndAMissingFileIsNamed() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let (certificate, key) = try bed.writeSeparatePEM(try bed.certificate())
        let effects = Self.effects(for: bed)
        defer { effects.shutdown() }
        let good = try #require(certificateCheck(CertificateCheckRequest(file: certificate, keyFile: key, passphrase: .none), effects, bed))
        #expect(good.problem == nil && good.summary?.environments.count == 2, "\(good.problem ?? "")")
        let missing = try #require(certificateCheck(CertificateCheckRequest(file: bed.files.file("nowhere.p12"), keyFile: nil, passphrase: .none),
                                                    effects, bed))
        #expect(missing.problem?.contains("nowhere.p12") == true && missing.problem?.contains("does not exist") == true,
                "\(missing.problem ?? "")")
        // A .p8 signing key is not a certificate.
        let p8 = try bed.files.writePrivate(try ECPrivateKey.generateP256().pkcs8PEM(), to: "AuthKey_ABCDE12345.p8")
        let notACertificate = try #require(certificateCheck(CertificateCheckRequest(file: p8, keyFile: nil, passphrase: .none), effects, bed))
        #expect(notACertificate.summary == nil && notACertificate.problem != nil)
    }

    /// The `.p8` key a form names is read as a send reads it: a missing file is named, a key
    /// generated at test time reads (this was part of a tmux test in ConsoleProfileFormTests).
    @Test func aKeyFileIsReadAsASigningKeyAndAMissingOneIsNamed() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let effects = Self.effects(for: bed)
        defer { effects.shutdown() }
        let profileFile = bed.profilesDirectory + "/shop.json"
        func check(_ path: String) -> KeyFileCheck? {
            guard case .keyFileChecked(let check)? = Self.answer(.checkKeyFile(path: path, profileFile: profileFile), from: effects) else { return nil }
            return check
        }
        let missing = bed.files.file("nowhere/AuthKey_ABCDE12345.p8")
        let absent = try #require(check(missing))
        #expect(absent.path == missing)
        #expect(absent.problem?.contains(missing) == true && absent.problem?.contains("does not exist") == true, "\(absent.problem ?? "")")
        let p8 = try bed.files.writePrivate(try ECPrivateKey.generateP256().pkcs8PEM(), to: "AuthKey_ABCDE12345.p8")
        #expect(check(p8) == KeyFileCheck(path: p8, problem: nil))
        let notAKey = try bed.files.writePrivate("not a key", to: "AuthKey_NOTAKEY001.p8")
        #expect(check(notAKey)?.problem != nil)
    }

    @Test func aServiceAccountIsReadForItsProjectAndAnythingElseIsNamed() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let account = ServiceAccount(clientEmail: "push@shop-1.iam.gserviceaccount.com", privateKeyID: "k1", projectID: "shop-1",
                                     privateKey: try RSAPrivateKey.generate())
        _ = try bed.files.writePrivate(account.jsonText(), to: "profiles/sa.json")
        _ = try bed.files.write(#"{"type": "authorized_user"}"#, to: "profiles/user.json")
        let effects = Self.effects(for: bed)
        defer { effects.shutdown() }
        let file = bed.profilesDirectory + "/new.json"
        guard case .serviceAccountChecked(let good)? = Self.answer(.checkServiceAccount(path: "sa.json", profileFile: file), from: effects) else {
            Issue.record("expected a service-account check")
            return
        }
        #expect(good == ServiceAccountCheck(path: "sa.json", projectID: "shop-1", clientEmail: "push@shop-1.iam.gserviceaccount.com", problem: nil))
        guard case .serviceAccountChecked(let wrong)? = Self.answer(.checkServiceAccount(path: "user.json", profileFile: file), from: effects) else {
            Issue.record("expected a service-account check")
            return
        }
        #expect(wrong.projectID == nil && wrong.problem?.contains("user.json") == true, "\(wrong.problem ?? "")")
    }

    @Test func aTypedPassphraseIsStoredInTheKeyringOrTheRefusalIsReported() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let keyring = MemoryKeyring([:])
        let effects = Self.effects(for: bed, keyring: keyring)
        defer { effects.shutdown() }
        #expect(Self.answer(.storePassphrase(item: "Shop", passphrase: "typed pass"), from: effects) == .passphraseStored(item: "Shop", problem: nil))
        #expect(try keyring.passphrase(item: "Shop") == "typed pass")

        let none = Self.effects(for: bed, keyring: UnavailableKeyring(reason: "no D-Bus session"))
        defer { none.shutdown() }
        guard case .passphraseStored(let item, let problem?)? = Self.answer(.storePassphrase(item: "Shop", passphrase: "typed pass"), from: none) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(item == "Shop" && problem.contains("no D-Bus session") && !problem.contains("typed pass"), "\(problem)")
    }

    /// Before a typed passphrase is to be kept in it, the form asks whether the keyring can be
    /// reached at all: the answer names the keyring and why not.
    @Test func theKeyringIsAskedWhetherItCanBeReached() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let reachable = Self.effects(for: bed, keyring: MemoryKeyring([:]))
        defer { reachable.shutdown() }
        #expect(Self.answer(.checkKeyring, from: reachable) == .keyringChecked(problem: nil))
        let none = Self.effects(for: bed, keyring: UnavailableKeyring(reason: "no D-Bus session"))
        defer { none.shutdown() }
        guard case .keyringChecked(let problem?)? = Self.answer(.checkKeyring, from: none) else {
            Issue.record("expected an unreachable keyring")
            return
        }
        #expect(problem.contains("no keyring") && problem.contains("no D-Bus session"), "\(problem)")
    }

    /// A key file others can read is a problem the form shows (and waits on), for a `.p8`, a
    /// certificate's key and a service account alike.
    @Test func aKeyFileOthersCanReadIsAProblem() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let effects = Self.effects(for: bed)
        defer { effects.shutdown() }
        let profileFile = bed.profilesDirectory + "/new.json"
        let p8 = try bed.files.write(try ECPrivateKey.generateP256().pkcs8PEM(), to: "AuthKey_OPENKEY001.p8")
        #expect(chmod(p8, 0o644) == 0)
        guard case .keyFileChecked(let keyCheck)? = Self.answer(.checkKeyFile(path: p8, profileFile: profileFile), from: effects) else {
            Issue.record("expected a key-file check")
            return
        }
        #expect(keyCheck.problem == "key file \(p8) is readable by group/others (mode 0644); chmod 600 \(p8)", "\(keyCheck.problem ?? "")")
        let identity = try bed.certificate()
        let pem = try bed.files.write(identity.certificatePEM + identity.privateKeyPEM, to: "open.pem")
        #expect(chmod(pem, 0o640) == 0)
        let request = CertificateCheckRequest(file: pem, keyFile: nil, passphrase: .none)
        let certificate = try #require(certificateCheck(request, effects, bed))
        #expect(certificate.summary != nil, "the certificate itself opens")
        #expect(certificate.problem == "key file \(pem) is readable by group (mode 0640); chmod 600 \(pem)", "\(certificate.problem ?? "")")
        let account = ServiceAccount(clientEmail: "push@shop-1.iam.gserviceaccount.com", privateKeyID: "k1", projectID: "shop-1",
                                     privateKey: try RSAPrivateKey.generate())
        let open = try bed.files.write(account.jsonText(), to: "profiles/open-sa.json")
        #expect(chmod(open, 0o604) == 0)
        guard case .serviceAccountChecked(let accountCheck)? = Self.answer(.checkServiceAccount(path: "open-sa.json", profileFile: profileFile),
                                                                            from: effects) else {
            Issue.record("expected a service-account check")
            return
        }
        #expect(accountCheck.projectID == "shop-1" && accountCheck.problem?.contains("readable by others") == true, "\(accountCheck.problem ?? "")")
    }

    /// Loading the profiles reads the project of each FCM profile's service account, for the
    /// title; a profile that names its project needs no read.
    @Test func loadingProfilesReadsTheProjectOfEachServiceAccount() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let account = ServiceAccount(clientEmail: "push@shop-1.iam.gserviceaccount.com", privateKeyID: "k1", projectID: "shop-1",
                                     privateKey: try RSAPrivateKey.generate())
        _ = try bed.files.writePrivate(account.jsonText(), to: "profiles/sa.json")
        let fromAccount = try bed.files.write(#"{"name": "phones", "service": "fcm", "auth": {"type": "serviceAccount", "file": "sa.json"}}"#,
                                              to: "profiles/phones.json")
        _ = try bed.files.write(#"{"name": "named", "service": "fcm", "project": "explicit", "auth": {"type": "serviceAccount", "file": "sa.json"}}"#,
                                to: "profiles/named.json")
        let effects = Self.effects(for: bed)
        defer { effects.shutdown() }
        let mailbox = Mailbox(wake: {})
        effects.perform(.loadProfiles, mailbox: mailbox)
        let read = mailbox.drain().compactMap { action -> [String: String]? in
            if case .fcmProjectsRead(let projects) = action { return projects }
            return nil
        }
        #expect(read == [[fromAccount: "shop-1"]])
    }
}
