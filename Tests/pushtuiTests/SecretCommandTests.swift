import Foundation
import PushSimulatorFixture
import PushTestSupport
import Testing

/// `pushtui secret` and `passphraseKeyring` against a real Secret Service (GNOME Keyring in a
/// private D-Bus session), checked with `secret-tool` as an independent client.
@Suite(.serialized) struct SecretCommandTests {
    static let passphrase = "s3cret pass ünï"

    private func writeInput(_ text: String, in directory: TemporaryDirectory) throws -> String {
        try directory.writePrivate(text, to: "passphrase-input")
    }

    /// A `.p12` locked with ``passphrase`` and the profile `cert` that reads it from the keyring item `item`.
    private func writeKeyringProfile(_ bed: CertificateTestbed, item: String) throws {
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: Self.passphrase)
        try bed.writeProfile(named: "cert", auth: #"{"type": "certificate", "file": "\#(p12)", "passphraseKeyring": "\#(item)"}"#)
    }

    /// `pushtui send` through the profile `cert`.
    private func sendThroughProfile(_ bed: CertificateTestbed, alert: String, environment: [String: String]) throws -> ProcessResult {
        try Pushtui.run(["send", "--profile", "cert", "--profiles", bed.profilesDirectory, "--token", CertificateTestbed.token,
                         "--alert", alert], environment: environment)
    }

    @Test func setStoresWhatAnIndependentClientReadsAndDeleteRemovesIt() throws {
        let keyring = try SecretServiceSession()
        defer { keyring.stop() }
        let input = try writeInput(Self.passphrase + "\n", in: keyring.home)
        let set = try Pushtui.run(["secret", "set", "acme push"], input: input, environment: keyring.environment)
        #expect(set.status == 0, "\(set.transcript)")
        #expect(set.standardError.contains("stored 'acme push' in the Secret Service"), "\(set.transcript)")
        #expect(!set.transcript.contains("s3cret"), "the passphrase was printed: \(set.transcript)")
        #expect(try keyring.lookup("acme push") == Self.passphrase, "one line, its newline dropped")

        let list = try Pushtui.run(["secret", "list"], environment: keyring.environment)
        #expect(list.status == 0 && list.standardOutput == "acme push\n", "\(list.transcript)")

        let replaced = try Pushtui.run(["secret", "set", "acme push"], input: try writeInput("new one", in: keyring.home),
                                       environment: keyring.environment)
        #expect(replaced.status == 0, "\(replaced.transcript)")
        #expect(try keyring.lookup("acme push") == "new one")

        let deleted = try Pushtui.run(["secret", "delete", "acme push"], environment: keyring.environment)
        #expect(deleted.status == 0, "\(deleted.transcript)")
        #expect(try keyring.lookup("acme push") == nil)
        let again = try Pushtui.run(["secret", "delete", "acme push"], environment: keyring.environment)
        #expect(again.status == 1, "\(again.transcript)")
        #expect(again.standardError.contains("the Secret Service holds no item 'acme push'"), "\(again.transcript)")
    }

    @Test func aProfileWithPassphraseKeyringDeliversThroughSendAndTheCurlLine() throws {
        let keyring = try SecretServiceSession()
        defer { keyring.stop() }
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        try writeKeyringProfile(bed, item: "acme push")
        let stored = try Pushtui.run(["secret", "set", "acme push"], input: try writeInput(Self.passphrase, in: keyring.home),
                                     environment: keyring.environment)
        #expect(stored.status == 0, "\(stored.transcript)")

        let sent = try sendThroughProfile(bed, alert: "from the keyring", environment: keyring.environment)
        #expect(sent.status == 0, "\(sent.transcript)")
        #expect(sent.standardOutput.contains("delivered"), "\(sent.transcript)")
        #expect(!sent.transcript.contains("s3cret"), "the passphrase was printed: \(sent.transcript)")
        let delivered = try #require(bed.simulator.deliveredNotifications.first)
        #expect(delivered.topic == CertificateTestbed.bundleID)

        // The printed curl line reads the passphrase through secret-tool when it runs, never holds it.
        let printed = try Pushtui.run(["curl", "--profile", "cert", "--profiles", bed.profilesDirectory, "--token", CertificateTestbed.token,
                                       "--alert", "curl"], environment: keyring.environment)
        #expect(printed.status == 0, "\(printed.transcript)")
        let line = printed.standardOutput.trimmingCharacters(in: .newlines)
        #expect(line.contains(#"--pass "$(secret-tool lookup xdg:schema io.pushtui.CertificatePassphrase name 'acme push')""#), "\(line)")
        #expect(!printed.transcript.contains("s3cret"), "\(printed.transcript)")
        let ran = try CommandLineTool.run("sh", ["-c", line + " -sS -o /dev/null -w '%{http_code}'"], environment: keyring.environment,
                                          timeout: Pushtui.timeout)
        #expect(ran.standardOutput == "200", "\(ran.transcript)")
        #expect(bed.simulator.deliveredNotifications.count == 2)
    }

    @Test func aMissingItemStopsTheSendWithExit4AndSaysHowToStoreIt() throws {
        let keyring = try SecretServiceSession()
        defer { keyring.stop() }
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        try writeKeyringProfile(bed, item: "never stored")
        let sent = try sendThroughProfile(bed, alert: "hi", environment: keyring.environment)
        #expect(sent.status == 4, "\(sent.transcript)")
        #expect(sent.standardError.contains("the keyring item 'never stored', which the Secret Service does not hold; "
            + "store it with: pushtui secret set never stored"), "\(sent.transcript)")
        #expect(bed.simulator.deliveredNotifications.isEmpty)
    }

    @Test func withoutAReachableKeyringSendAndSecretNameTheAlternativesWithExit4() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        try writeKeyringProfile(bed, item: "acme push")
        // A bus address nothing listens on: no D-Bus session is reachable.
        let noBus = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=" + bed.files.file("no-bus"), "DISPLAY": ""]
        let sent = try sendThroughProfile(bed, alert: "hi", environment: noBus)
        #expect(sent.status == 4, "\(sent.transcript)")
        #expect(sent.standardError.contains("cannot read the certificate's passphrase from the keyring item 'acme push': no Secret Service is reachable"),
                "\(sent.transcript)")
        #expect(sent.standardError.contains("give it through passphraseEnv (an environment variable) or passphrase in the profile"), "\(sent.transcript)")
        #expect(bed.simulator.deliveredNotifications.isEmpty)

        let input = try bed.files.writePrivate(Self.passphrase, to: "input")
        let set = try Pushtui.run(["secret", "set", "acme push"], input: input, environment: noBus)
        #expect(set.status == 4, "\(set.transcript)")
        #expect(set.standardError.contains("cannot store 'acme push': no Secret Service is reachable"), "\(set.transcript)")
        #expect(set.standardError.contains("passphraseEnv (an environment variable) or passphrase (in the file)"), "\(set.transcript)")
        #expect(!set.transcript.contains("s3cret"))
    }

    @Test func typedAtTheTerminalThePassphraseIsNotEchoed() throws {
        let keyring = try SecretServiceSession()
        defer { keyring.stop() }
        let session = try TmuxSession(command: [try Pushtui.binary(), "secret", "set", "typed"],
                                      environment: Pushtui.environment(keyring.environment))
        defer { session.stop() }
        _ = try session.waitFor("passphrase for the keyring item 'typed':")
        try session.type("tïped secretx")
        try session.sendKeys("BSpace")
        try session.sendKeys("Enter")
        let screen = try session.waitFor("stored 'typed' in the Secret Service")
        #expect(!screen.contains("tïped"), "the passphrase was echoed:\n\(screen)")
        #expect(try keyring.lookup("typed") == "tïped secret", "Backspace deleted the last character")
    }

    @Test(arguments: [
        (["secret", "set"], "'secret set' needs one keyring item name"),
        (["secret", "frobnicate", "x"], "unknown action 'frobnicate'; the actions are set, delete and list"),
        (["secret", "list", "x"], "'secret list' takes no name, got 'x'"),
        (["secret", "delete", String(repeating: "n", count: 129)], "a keyring item name has at most 128 characters, found 129"),
    ])
    func badArgumentsAreUsageErrorsBeforeAnyKeyringIsAsked(arguments: [String], message: String) throws {
        let result = try Pushtui.run(arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        #expect(result.status == 2, "\(result.transcript)")
        #expect(result.standardError.contains(message), "\(result.transcript)")
    }

    @Test(arguments: [
        ("", "the passphrase is empty; a certificate without a passphrase needs no keyring item"),
        ("one\ntwo\n", "standard input holds more than one line; give the passphrase alone"),
        ("a\u{0}b", "the passphrase holds a NUL byte, which a keyring cannot store"),
    ])
    func badPipedPassphrasesAreRefusedWithExit5(text: String, message: String) throws {
        let directory = try TemporaryDirectory(prefix: "secret-input")
        defer { directory.remove() }
        let input = try directory.writePrivate(text, to: "input")
        let result = try Pushtui.run(["secret", "set", "x"], input: input, environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        #expect(result.status == 5, "\(result.transcript)")
        #expect(result.standardError.contains(message), "\(result.transcript)")
    }
}
