import Foundation
import PushCrypto
import PushSimulatorFixture
import PushTestSupport
import Testing
import PushDelivery

/// Files pushtui creates that can hold secrets are the owner's alone (0600, directories 0700)
/// even under a permissive umask, and a key file others can read is warned about: once on standard
/// error from the command line, on the status line in the console.
@Suite(.serialized) struct SecretFileModeTests {
    /// Runs `pushtui arguments` under umask 000, so only modes pushtui sets itself protect its files.
    static func runPermissive(_ arguments: [String], environment: [String: String]) throws -> ProcessResult {
        try CommandLineTool.run("/bin/sh", ["-c", #"umask 000; exec "$0" "$@""#, try Pushtui.binary()] + arguments,
                                environment: Pushtui.environment(environment), timeout: Pushtui.timeout)
    }

    static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) & 0o777
    }

    @Test func aProfileWithTokenOutcomesIsRewrittenOwnerOnly() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let book = [#"{"label": "gone", "token": "\#(SendTestbed.unregisteredToken)", "kind": "device"}"#]
        // The certificate-style secret a profile may hold: written by the user 0644 by mistake.
        let file = try bed.writeProfile(bed.profileJSON(name: "p", tokens: book, extraMembers: #""comment": "mine""#), named: "p")
        chmod(file, 0o644)
        let result = try Self.runPermissive(["send", "--all-tokens", "--profiles", bed.profilesDirectory, "--profile", "p", "--alert", "x"],
                                            environment: [:])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#""lastOutcome": "Unregistered""#), "the outcome was not recorded")
        #expect(try Self.mode(file) == 0o600)
    }

    @Test func theConsolesHistoryDraftsAndStateAreOwnerOnly() throws {
        // The console's demo writes a simulator key, a CA key, a profile, history and drafts.
        let home = try TemporaryDirectory(prefix: "pushtui-modes")
        defer { home.remove() }
        let binary = try Pushtui.binary()
        let session = try TmuxSession(
            command: ["sh", "-c", #"umask 000; exec "$0" "$@""#, binary, "console", "--profiles", home.file("no-profiles")],
            width: 120, height: 40,
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.file("config"), "XDG_STATE_HOME": home.file("state")])
        defer { session.stop() }
        try session.waitFor(ConsoleDemoTests.demoPayloadMeter, timeout: 20)
        try session.sendKeys("C-s")
        try session.waitFor("200 Delivered")
        let state = home.file("state/pushtui")
        try #require(poll(until: { FileManager.default.fileExists(atPath: state + "/history.jsonl") }))
        // An edit in the payload (the console starts in Devices), so there is a draft to write (an
        // untouched payload is none).
        try session.sendKeys("3")
        try session.type("x")
        try session.sendKeys("C-q")
        try #require(poll(until: { (try? session.format("#{pane_dead}")) == "1" }, timeout: 20))
        try #require(FileManager.default.fileExists(atPath: state + "/drafts.json"))

        var checked = 0
        let scanner = SecretScanner()
        let directories = Set([state] + scanner.files(under: state).map { ($0 as NSString).deletingLastPathComponent })
        for path in directories.sorted() {
            let mode = try Self.mode(path)
            #expect(mode == 0o700, "directory \(path) is \(String(mode, radix: 8))")
        }
        for path in scanner.files(under: state) where !Self.isPublic(path) {
            let mode = try Self.mode(path)
            #expect(mode == 0o600, "\(path) is \(String(mode, radix: 8))")
            checked += 1
        }
        // History, drafts, the demo's key and profile, the simulator's CA and server keys at least.
        #expect(checked >= 5, "\(scanner.files(under: state))")
    }

    @Test func theSimulatorsKeysAndJournalAreOwnerOnly() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-sim-modes")
        defer { files.remove() }
        let state = files.file("state/sim")
        let sim = try CommandLineTool.start("/bin/sh", ["-c", #"umask 000; exec "$0" "$@""#, try Pushtui.binary(), "sim", "--port", "0",
                                                         "--state-dir", state, "--fcm", "--journal", files.file("journal.jsonl")])
        try #require(poll(until: { sim.standardOutput.contains("\n") || !sim.isRunning }, timeout: 20), "\(sim.standardError)")
        try #require(sim.standardOutput.hasPrefix(SimProcess.readyPrefix), "\(sim.standardOutput) \(sim.standardError)")
        sim.send(SIGTERM)
        _ = try sim.wait(timeout: 20)
        let scanner = SecretScanner()
        let keys = scanner.files(under: state).filter { !Self.isPublic($0) }
        #expect(keys.count >= 3, "\(scanner.files(under: state))")
        for path in keys {
            let mode = try Self.mode(path)
            #expect(mode == 0o600, "\(path) is \(String(mode, radix: 8))")
        }
        #expect(try Self.mode(state) == 0o700)
        #expect(try Self.mode(files.file("journal.jsonl")) == 0o600)
    }

    @Test func aKeyFileOthersCanReadIsWarnedAboutOnceOnStandardError() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        chmod(bed.keyFile, 0o644)
        let twoPushes = ["send"] + bed.targetFlags + ["--token", SendTestbed.token(number: 1), "--token", SendTestbed.token(number: 2), "--alert", "x"]
        let exposed = try Pushtui.run(twoPushes)
        #expect(exposed.status == 0, "\(exposed.transcript)")
        let warning = "warning: key file \(bed.keyFile) is readable by group/others (mode 0644); chmod 600 \(bed.keyFile)"
        #expect(exposed.standardError.components(separatedBy: warning).count == 2, "\(exposed.transcript)")
        #expect(!exposed.standardOutput.contains("warning"), "the warning belongs on standard error: \(exposed.transcript)")

        chmod(bed.keyFile, 0o640)
        let group = try Pushtui.run(["jwt", "--key-file", bed.keyFile, "--key-id", "KEY1234567", "--team-id", "TEAM123456"])
        #expect(group.standardError.contains("is readable by group (mode 0640)"), "\(group.transcript)")

        chmod(bed.keyFile, 0o600)
        let fine = try Pushtui.run(twoPushes)
        #expect(fine.status == 0 && !fine.standardError.contains("warning"), "\(fine.transcript)")
    }

    @Test func aCertificateOrServiceAccountOthersCanReadIsWarnedAbout() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "pass")
        chmod(p12, 0o604)
        let result = try Pushtui.run(["send", "--cert", p12, "--cert-passphrase-env", CertificateTestbed.passphraseVariable,
                                      "--topic", CertificateTestbed.bundleID, "--token", CertificateTestbed.token, "--alert", "x"] + bed.endpointFlags,
                                     environment: [CertificateTestbed.passphraseVariable: "pass"])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardError.contains("warning: key file \(p12) is readable by others (mode 0604); chmod 600 \(p12)"), "\(result.transcript)")

        let account = try bed.files.write(ServiceAccount(clientEmail: "a@demo.iam.gserviceaccount.com", privateKeyID: "k", projectID: "demo",
                                                         privateKey: try RSAPrivateKey.generate()).jsonText(), to: "account.json")
        chmod(account, 0o644)
        let message = try bed.files.write(#"{"notification": {"title": "x"}}"#, to: "message.json")
        let fcm = try Pushtui.run(["send", "--dry-run", "--service-account", account, "--token", "abc:def", "--payload", message])
        #expect(fcm.standardError.contains("warning: key file \(account) is readable by group/others (mode 0644)"), "\(fcm.transcript)")
    }

    @Test func theConsoleWarnsAboutAnExposedKeyOnTheStatusLine() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        // A short path, so the whole warning fits the status line.
        let keyFile = try bed.files.write(bed.simulator.key.privateKey.pkcs8PEM(), to: "k.p8")
        chmod(keyFile, 0o644)
        let profile = bed.profileJSON(name: "exposed", keyFile: keyFile, tokens: [ConsoleBadInputTests.tokenEntry])
        // Left in Devices, where it starts: a key would take the load's message off the status line.
        let console = try ConsoleHarness(profiles: ["exposed.json": Array(profile.utf8)], width: 200, inPayload: false)
        let session = console.session
        // As soon as the profiles are read, before anything else can take the status line.
        let screen = try session.waitFor(#"warning: key file \S*k\.p8 is readable by group/others \(mode 0644\); chmod 600 \S*k\.p8"#, timeout: 20)
        #expect(screen.components(separatedBy: "warning: key file").count == 2, "\(screen)")
        // The key still works: the warning informs, it does not block the send.
        try session.sendKeys("C-s")
        let sent = try session.waitFor("1 of 1 delivered", timeout: 20)
        #expect(!sent.contains("warning: key file"), "\(sent)")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    /// A certificate and nothing else: public by nature, so 0644 is right for it.
    static func isPublic(_ path: String) -> Bool {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.hasPrefix("-----BEGIN CERTIFICATE-----") && !text.contains("PRIVATE")
    }
}
