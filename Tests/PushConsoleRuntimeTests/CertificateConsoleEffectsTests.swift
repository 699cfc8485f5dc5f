import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushSimulatorFixture
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The console's effect runner sends for a certificate profile through one client per certificate.
@Suite struct CertificateConsoleEffectsTests {
    @Test func certificateProfileSendsOverOneConnection() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "console pass")
        let file = try bed.writeProfile(named: "cert", auth: #"{"type": "certificate", "file": "\#(p12)", "passphraseEnv": "CONSOLE_PASS"}"#)
        let profile = try ProfileCodec.decode(Array(try bed.files.read("profiles/cert.json").utf8), file: file).get()
        let effects = Self.effects(for: bed)
        defer { effects.shutdown() }
        let mailbox = Mailbox(wake: {})
        let request = PushRequest(token: try DeviceToken(parsing: CertificateTestbed.token), topic: CertificateTestbed.bundleID,
                                  pushType: .alert, payload: #"{"aps":{"alert":"from the console"}}"#)
        effects.perform(.send(SendID(1), SendPlan(profileFile: file, profile: profile, requests: [request])), mailbox: mailbox)
        effects.perform(.send(SendID(2), SendPlan(profileFile: file, profile: profile, requests: [request])), mailbox: mailbox)
        let simulator = bed.simulator
        #expect(poll(until: { simulator.deliveredNotifications.count == 2 }, timeout: 10))
        let delivered = simulator.deliveredNotifications
        #expect(delivered.allSatisfy { $0.payloadText.contains("from the console") })
        #expect(Set(delivered.map(\.connection)).count == 1)
        #expect(!delivered.contains { notification in notification.headers.contains { $0.name == "authorization" } })
    }

    @Test func loadingProfilesReadsTheirCertificatesForTheTitleAndWarnings() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "console pass")
        let file = try bed.writeProfile(named: "cert", auth: #"{"type": "certificate", "file": "\#(p12)", "passphraseEnv": "CONSOLE_PASS"}"#)
        let effects = Self.effects(for: bed)
        defer { effects.shutdown() }
        let mailbox = Mailbox(wake: {})
        effects.perform(.loadProfiles, mailbox: mailbox)
        let summaries = mailbox.drain().compactMap { action -> [String: CertificateSummary]? in
            if case .certificatesRead(let summaries) = action { return summaries }
            return nil
        }.first
        let summary = try #require(summaries?[file])
        #expect(summary.topics.contains(CertificateTestbed.bundleID))
        #expect(!summary.environments.isEmpty)
        #expect(!summary.subject.isEmpty)
    }

    @Test func aPassphraseInTheKeyringOpensTheCertificateForTheTitleAndTheSend() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "console pass")
        let file = try bed.writeProfile(named: "cert", auth: #"{"type": "certificate", "file": "\#(p12)", "passphraseKeyring": "console item"}"#)
        let keyring = MemoryKeyring(["console item": "console pass"])
        let effects = Self.effects(for: bed, environment: [:], keyring: keyring)
        defer { effects.shutdown() }
        let mailbox = Mailbox(wake: {})
        effects.perform(.loadProfiles, mailbox: mailbox)
        let read = mailbox.drain().contains { action in
            if case .certificatesRead(let summaries) = action { return summaries[file] != nil }
            return false
        }
        #expect(read, "the console's title reads the certificate opened with the keyring's passphrase")

        let profile = try ProfileCodec.decode(Array(try bed.files.read("profiles/cert.json").utf8), file: file).get()
        let request = PushRequest(token: try DeviceToken(parsing: CertificateTestbed.token), topic: CertificateTestbed.bundleID,
                                  pushType: .alert, payload: #"{"aps":{"alert":"keyring"}}"#)
        effects.perform(.send(SendID(1), SendPlan(profileFile: file, profile: profile, requests: [request])), mailbox: mailbox)
        let simulator = bed.simulator
        #expect(poll(until: { simulator.deliveredNotifications.count == 1 }, timeout: 10))
        #expect(Set(keyring.asked) == ["console item"])
    }

    /// A console runner over the testbed's profiles, with the certificate passphrase in its environment.
    private static func effects(for bed: CertificateTestbed, environment: [String: String] = ["CONSOLE_PASS": "console pass"],
                                keyring: MemoryKeyring = MemoryKeyring([:])) -> ConsoleEffects {
        ConsoleEffects(
            profilesDirectory: bed.profilesDirectory, paths: StatePaths(root: bed.files.file("state-root")),
            pathContext: PathContext(home: bed.files.path, environment: environment, currentDirectory: bed.files.path, keyring: keyring),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { _ in })
    }
}
