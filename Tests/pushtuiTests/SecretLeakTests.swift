import Foundation
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing
import PushDelivery

/// Known key material goes through every path pushtui has — sends (human and JSON), dry runs,
/// curl export, validate, profile show, failures (a stranger's key, a damaged key, a wrong CA, a
/// wrong passphrase) — and everything it printed or wrote (its own files, the simulator's journal)
/// is scanned: no private key, no passphrase and no complete JWT may appear. `pushtui jwt` is the
/// one exception, and finding its token proves the scanner finds what it looks for.
@Suite(.serialized) struct SecretLeakTests {
    /// A certificate passphrase no output could contain by accident.
    static let passphrase = "hunter2 Passphrase-Q7x"

    @Test func aProviderKeyNeverAppearsAndNoJWTExceptFromPushtuiJWT() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let audit = try SecretAudit()
        defer { audit.remove() }
        let keyPEM = bed.simulator.key.privateKey.pkcs8PEM()
        audit.scanner.addPEM(".p8 key", keyPEM)

        // The simulator trusts the key ID, not this key: 403 InvalidProviderToken.
        let stranger = try ECPrivateKey.generateP256().pkcs8PEM()
        audit.scanner.addPEM("a stranger's .p8 key", stranger)
        let strangerFile = try bed.files.writePrivate(stranger, to: "AuthKey_stranger.p8")
        // Every base64 line intact, the PEM label broken: the loader must not quote what it could not parse.
        let damagedFile = try bed.files.writePrivate(keyPEM.replacingOccurrences(of: "PRIVATE KEY", with: "PRIVATE KY"),
                                                   to: "AuthKey_damaged.p8")
        let foreignCA = try CertificateFactory.makeCertificateAuthority(commonName: "not the simulator's CA", validDays: 30)
        let foreignCAFile = try bed.files.write(foreignCA.certificatePEM, to: "foreign-ca.pem")

        let token = SendTestbed.token(number: 7)
        let book = [#"{"label": "phone", "token": "\#(token)", "kind": "device"}"#,
                    #"{"label": "gone", "token": "\#(SendTestbed.unregisteredToken)", "kind": "device"}"#]
        try bed.writeProfile(bed.profileJSON(name: "tok", tokens: book), named: "tok")
        try bed.writeProfile(bed.profileJSON(name: "stranger", keyFile: strangerFile), named: "stranger")
        try bed.writeProfile(bed.profileJSON(name: "damaged", keyFile: damagedFile), named: "damaged")
        try bed.writeProfile(bed.profileJSON(name: "wrong CA").replacingOccurrences(of: bed.simulator.endpoint.caFile, with: foreignCAFile),
                             named: "wrong-ca")
        let profiles = ["--profiles", bed.profilesDirectory]
        let push = ["--token", token, "--alert", "hello"]

        try #require(try audit.run("send", ["send", "--profile", "tok"] + profiles + push).status == 0)
        try audit.run("send --json", ["send", "--json", "--profile", "tok"] + profiles + push)
        // Answers 410 for one device, so the profile's token book is written back.
        try audit.run("send --all-tokens", ["send", "--all-tokens", "--profile", "tok", "--alert", "all"] + profiles)
        try audit.run("send with flags", ["send"] + bed.targetFlags + push)
        try audit.run("send --dry-run", ["send", "--dry-run", "--profile", "tok"] + profiles + push)
        try audit.run("send --dry-run --json", ["send", "--dry-run", "--json", "--profile", "tok"] + profiles + push)
        try audit.run("curl", ["curl", "--profile", "tok"] + profiles + push)
        try audit.run("profile show", ["profile", "show", "tok"] + profiles)
        try audit.run("validate", ["validate", bed.keyFile])
        try audit.run("send --payload (the key file by mistake)", ["send", "--profile", "tok", "--payload", bed.keyFile, "--token", token] + profiles)
        let rejected = try audit.run("send with a stranger's key", ["send", "--profile", "stranger"] + profiles + push)
        #expect(rejected.standardOutput.contains("InvalidProviderToken"), "\(rejected.transcript)")
        try audit.run("send --json with a stranger's key", ["send", "--json", "--profile", "stranger"] + profiles + push)
        let damaged = try audit.run("send with a damaged key", ["send", "--profile", "damaged"] + profiles + push)
        #expect(damaged.status == ExitCode.credentials.rawValue, "\(damaged.transcript)")
        let wrongCA = try audit.run("send with the wrong CA", ["send", "--profile", "wrong-ca"] + profiles + push)
        #expect(wrongCA.status != 0, "\(wrongCA.transcript)")
        try audit.run("jwt with a damaged key", ["jwt", "--profile", "damaged"] + profiles)

        let journal = try String(contentsOfFile: bed.simulator.journalPath, encoding: .utf8)
        #expect(journal.contains("InvalidProviderToken"), "the journal missed the rejected push:\n\(journal)")
        audit.record("the simulator's journal", journal)
        // pushtui send records every push in the history: the scan below reads it.
        let history = audit.home.file("state/pushtui/history.jsonl")
        #expect(((try? String(contentsOfFile: history, encoding: .utf8)) ?? "").contains("InvalidProviderToken"),
                "no history of the sends at \(history)")
        audit.expectNoSecrets(alsoUnder: [bed.simulator.scratch.path])

        // pushtui jwt prints a whole token on purpose: the scanner must find it there.
        let minted = try Pushtui.run(["jwt", "--profile", "tok"] + profiles)
        #expect(minted.status == 0, "\(minted.transcript)")
        let found = audit.scanner.scan(minted.standardOutput, place: "pushtui jwt")
        #expect(found.map(\.secret) == ["JWT"], "the scanner missed pushtui jwt's token: \(found)")
        #expect(!audit.scanner.scan(keyPEM, place: "the key itself").isEmpty, "the scanner cannot see the key")
    }

    @Test func aCertificatesKeyAndPassphraseNeverAppear() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let audit = try SecretAudit()
        defer { audit.remove() }
        let identity = try bed.certificate()
        audit.scanner.addPEM("certificate key", identity.privateKeyPEM)
        audit.scanner.add("passphrase", Self.passphrase)
        audit.scanner.add("wrong passphrase", "Wrong-Pass-9z")
        let p12 = try bed.writeP12(identity, passphrase: Self.passphrase)
        // writeP12 leaves the clear key next to it for openssl; it is the test's input, not output.
        try FileManager.default.removeItem(atPath: bed.files.file("for-p12-key.pem"))
        let variable = CertificateTestbed.passphraseVariable
        try bed.writeProfile(named: "inline", auth: #"{"type": "certificate", "file": "\#(p12)", "passphrase": "\#(Self.passphrase)"}"#)
        try bed.writeProfile(named: "env", auth: #"{"type": "certificate", "file": "\#(p12)", "passphraseEnv": "\#(variable)"}"#)
        try bed.writeProfile(named: "wrong", auth: #"{"type": "certificate", "file": "\#(p12)", "passphrase": "Wrong-Pass-9z"}"#)
        let combined = try bed.writeCombinedPEM(identity, named: "combined.pem")
        try bed.writeProfile(named: "pem", auth: #"{"type": "certificate", "file": "\#(combined)"}"#)
        let profiles = ["--profiles", bed.profilesDirectory]
        let push = ["--token", CertificateTestbed.token, "--alert", "hello"]
        let environment = [variable: Self.passphrase]

        for name in ["inline", "env", "pem"] {
            let sent = try audit.run("\(name): send", ["send", "--profile", name] + profiles + push, environment: environment)
            #expect(sent.status == 0, "\(sent.transcript)")
            try audit.run("\(name): send --json", ["send", "--json", "--profile", name] + profiles + push, environment: environment)
            try audit.run("\(name): send --dry-run", ["send", "--dry-run", "--profile", name] + profiles + push, environment: environment)
            try audit.run("\(name): curl", ["curl", "--profile", name] + profiles + push, environment: environment)
            try audit.run("\(name): profile show", ["profile", "show", name] + profiles, environment: environment)
            try audit.run("\(name): jwt", ["jwt", "--profile", name] + profiles, environment: environment)
        }
        try audit.run("send with flags", ["send", "--cert", p12, "--cert-passphrase-env", variable, "--topic", CertificateTestbed.bundleID]
                      + bed.endpointFlags + push, environment: environment)
        let wrong = try audit.run("send with a wrong passphrase", ["send", "--profile", "wrong"] + profiles + push)
        #expect(wrong.status == ExitCode.credentials.rawValue, "\(wrong.transcript)")
        try audit.run("profile show with a wrong passphrase", ["profile", "show", "wrong"] + profiles)
        let unset = try audit.run("send with the variable unset", ["send", "--profile", "env"] + profiles + push)
        #expect(unset.status == ExitCode.credentials.rawValue, "\(unset.transcript)")
        try bed.writeProfile(named: "wrong-ca", auth: #"{"type": "certificate", "file": "\#(p12)", "passphrase": "\#(Self.passphrase)"}"#)
        let wrongCA = bed.files.file("profiles/wrong-ca.json")
        try String(contentsOfFile: wrongCA, encoding: .utf8).replacingOccurrences(of: bed.endpoint.caFile, with: bed.authorityFile)
            .write(toFile: wrongCA, atomically: true, encoding: .utf8)
        let failed = try audit.run("send with the wrong CA", ["send", "--profile", "wrong-ca"] + profiles + push)
        #expect(failed.status != 0, "\(failed.transcript)")

        audit.expectNoSecrets(alsoUnder: [bed.files.file("state")])
    }

    @Test func aServiceAccountsKeyAndAssertionsNeverAppear() throws {
        let bed = try FCMSendCommandTests.Bed()
        defer { bed.stop() }
        let audit = try SecretAudit()
        defer { audit.remove() }
        let accountFile = try bed.sim.field("service-account")
        let account = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: accountFile))) as? [String: Any])
        audit.scanner.addPEM("service account private_key", try #require(account["private_key"] as? String))

        // Another account for the same project: the simulator refuses its assertions.
        let foreign = ServiceAccount(clientEmail: "other@demo-project.iam.gserviceaccount.com", privateKeyID: "other",
                                     tokenURI: "\(try bed.sim.field("endpoint"))/token", projectID: "demo-project",
                                     privateKey: try RSAPrivateKey.generate())
        let foreignText = foreign.jsonText()
        let foreignObject = try #require(try JSONSerialization.jsonObject(with: Data(foreignText.utf8)) as? [String: Any])
        audit.scanner.addPEM("foreign private_key", try #require(foreignObject["private_key"] as? String))
        let foreignFile = try bed.files.writePrivate(foreignText, to: "foreign.json")
        let profile = try bed.files.read("profiles/fcm.json")
        try bed.files.write(profile.replacingOccurrences(of: accountFile, with: foreignFile).replacingOccurrences(of: #""fcm""#, with: #""foreign""#),
                            to: "profiles/foreign.json")

        let push = ["--token", FCMSendCommandTests.registrationToken, "--payload", bed.message]
        let sent = try audit.run("send", ["send"] + bed.profileFlags + push)
        #expect(sent.status == 0, "\(sent.transcript)")
        try audit.run("send --json", ["send", "--json"] + bed.profileFlags + push)
        try audit.run("send --dry-run", ["send", "--dry-run"] + bed.profileFlags + push)
        try audit.run("profile show", ["profile", "show", "fcm", "--profiles", bed.files.file("profiles")])
        try audit.run("validate --fcm", ["validate", "--fcm", accountFile])
        let refused = try audit.run("send with a foreign account", ["send", "--profiles", bed.files.file("profiles"), "--profile", "foreign"] + push)
        #expect(refused.status != 0, "\(refused.transcript)")
        try audit.run("send --json with a foreign account", ["send", "--json", "--profiles", bed.files.file("profiles"), "--profile", "foreign"] + push)

        let journal = try bed.files.read("journal.jsonl")
        #expect(journal.contains("/token"), "the journal has no token grant:\n\(journal)")
        audit.record("the simulator's journal", journal)
        audit.expectNoSecrets()
    }

    @Test func theConsoleShowsNoKeyAndNoJWTAndKeepsNoneInItsFiles() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let audit = try SecretAudit()
        defer { audit.remove() }
        audit.scanner.addPEM(".p8 key", bed.simulator.key.privateKey.pkcs8PEM())
        let profile = bed.profileJSON(name: "tok", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["tok.json": Array(profile.utf8)])
        let session = console.session
        try session.waitFor("tok")
        try session.sendKeys("C-s")
        audit.record("console after sending", try session.waitFor("200 Delivered"))
        // The response's details show the request headers, authorization included.
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
        try session.sendKeys("Enter")
        let details = try session.waitFor("authorization")
        audit.record("console details", details)
        #expect(details.contains("provider token, key \(bed.simulator.key.keyID)"), "\(details)")
        try session.sendKeys("Escape")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        audit.record("console after quitting", try session.capture())
        audit.record("the simulator's journal", try String(contentsOfFile: bed.simulator.journalPath, encoding: .utf8))
        audit.expectNoSecrets(alsoUnder: [console.stateDirectory])
        // The file scan reads the console's files: it finds the shortened token in the history.
        var control = SecretScanner()
        control.add("shortened token", "…" + ProfileFixture.token.suffix(8))
        #expect(control.scanFiles(under: console.stateDirectory).contains { $0.place.hasSuffix("history.jsonl") })
    }

    @Test func snapshotsHoldNoKeyAndNoJWT() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PushConsoleTests/Snapshots").path
        var scanner = SecretScanner()
        scanner.add("PEM private key", "PRIVATE KEY-----")
        let files = scanner.files(under: snapshots)
        #expect(files.count > 10, "no snapshots found under \(snapshots)")
        let found = scanner.scanFiles(under: snapshots)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }
}
