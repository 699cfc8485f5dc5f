import Foundation
import PushCore
import PushDelivery
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// `pushtui send`, `curl`, `jwt`, `profile show` and `sim --client-ca` with provider certificates,
/// run as a binary against the simulator's client-certificate mode.
@Suite struct CertificateCommandTests {
    private func send(_ bed: CertificateTestbed, _ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        try Pushtui.run(["send"] + bed.endpointFlags + ["--token", CertificateTestbed.token, "--alert", "hi"] + arguments,
                        environment: environment)
    }

    @Test func p12WithPassphraseFromTheEnvironmentDeliversToTheCertificatesTopic() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "s3cret pass")
        let result = try send(bed, ["--cert", p12, "--cert-passphrase-env", CertificateTestbed.passphraseVariable],
                              environment: [CertificateTestbed.passphraseVariable: "s3cret pass"])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput.contains("delivered"), "\(result.transcript)")
        #expect(!result.standardOutput.contains("s3cret") && !result.standardError.contains("s3cret"))
        let delivered = try #require(bed.simulator.deliveredNotifications.first)
        #expect(delivered.topic == CertificateTestbed.bundleID, "no --topic: the certificate's bundle ID is the default")
        #expect(!delivered.headers.contains { $0.name == "authorization" })
    }

    @Test func certificateProfileWithSeparateKeyDelivers() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let files = try bed.writeSeparatePEM(try bed.certificate())
        try bed.writeProfile(named: "cert", auth: #"{"type": "certificate", "file": "\#(files.certificate)", "keyFile": "\#(files.key)"}"#)
        let result = try Pushtui.run(["send", "--profile", "cert", "--profiles", bed.profilesDirectory,
                                      "--token", CertificateTestbed.token, "--alert", "hi"])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(bed.simulator.deliveredNotifications.count == 1)
    }

    /// One rule for the three places that judge a certificate: `profile list` flags a PEM
    /// certificate that is not an APNs provider certificate (it said "ok"), and `profile show`
    /// says the same words; a certificate for the profile's environment stays "ok".
    @Test func aCertificateWithoutApplesPushExtensionIsFlaggedByProfileListAndShow() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let plain = try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: CertificateTestbed.bundleID, topics: nil, environments: [], signedBy: bed.authority,
            validFrom: Date().addingTimeInterval(-86_400), validDays: 365)
        let unfit = try bed.writeSeparatePEM(plain, named: "plain")
        try bed.writeProfile(named: "plain", auth: #"{"type": "certificate", "file": "\#(unfit.certificate)", "keyFile": "\#(unfit.key)"}"#)
        let fit = try bed.writeSeparatePEM(try bed.certificate(), named: "fit")
        try bed.writeProfile(named: "fit", auth: #"{"type": "certificate", "file": "\#(fit.certificate)", "keyFile": "\#(fit.key)"}"#)
        let problem = try #require(ProviderCertificateRule.problem(certificateEnvironments: [], environment: .sandbox))

        let list = try Pushtui.run(["profile", "list", "--profiles", bed.profilesDirectory])
        #expect(list.status == 1, "\(list.transcript)")
        let lines = list.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first { $0.hasPrefix("plain ") }?.hasSuffix("auth.file: " + problem) == true, "\(list.transcript)")
        #expect(lines.first { $0.hasPrefix("fit ") }?.hasSuffix("  ok") == true, "\(list.transcript)")

        let show = try Pushtui.run(["profile", "show", "plain", "--profiles", bed.profilesDirectory])
        #expect(show.standardOutput.contains("  warning: " + problem), "\(show.transcript)")
    }

    @Test func dryRunShowsNoAuthorizationHeader() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let pem = try bed.writeCombinedPEM(try bed.certificate())
        let result = try send(bed, ["--cert", pem, "--dry-run"])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput.contains("apns-topic: \(CertificateTestbed.bundleID)"), "\(result.transcript)")
        #expect(!result.standardOutput.contains("authorization"), "\(result.transcript)")
        #expect(bed.simulator.deliveredNotifications.isEmpty)
    }

    /// A certificate problem, the flags that cause it, and what the message must say.
    struct Unusable: Sendable, CustomTestStringConvertible {
        let name: String
        let message: String
        var testDescription: String { name }
    }

    static let unusable = [
        Unusable(name: "wrong passphrase", message: "wrong passphrase"),
        Unusable(name: "passphrase variable not set", message: "which is not set; export it first"),
        Unusable(name: "certificate without its key", message: "holds a certificate but not its private key"),
        Unusable(name: "key of another certificate", message: "the private key does not belong to the certificate"),
        Unusable(name: "expired", message: "expired on"),
    ]

    @Test(arguments: unusable)
    func unusableCertificateStopsWithExit4AndSendsNothing(_ problem: Unusable) throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let identity = try bed.certificate()
        let arguments: [String]
        var environment: [String: String] = [:]
        switch problem.name {
        case "wrong passphrase":
            arguments = ["--cert", try bed.writeP12(identity, passphrase: "right"), "--cert-passphrase-env", CertificateTestbed.passphraseVariable]
            environment[CertificateTestbed.passphraseVariable] = "wrong"
        case "passphrase variable not set":
            arguments = ["--cert", try bed.writeP12(identity, passphrase: "right"), "--cert-passphrase-env", "PUSHTUI_TEST_UNSET_VARIABLE"]
        case "certificate without its key":
            arguments = ["--cert", try bed.writeSeparatePEM(identity).certificate]
        case "key of another certificate":
            let other = try bed.writeSeparatePEM(try bed.certificate(), named: "other")
            arguments = ["--cert", try bed.writeSeparatePEM(identity).certificate, "--cert-key", other.key]
        default:
            let expired = try bed.certificate(validFrom: Date().addingTimeInterval(-10 * 86_400), validDays: 2)
            arguments = ["--cert", try bed.writeCombinedPEM(expired)]
        }
        let result = try send(bed, arguments, environment: environment)
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(problem.message), "\(result.transcript)")
        #expect(!result.standardError.contains("BEGIN"), "no key material in messages")
        #expect(bed.simulator.deliveredNotifications.isEmpty)
    }

    @Test func topicOutsideTheCertificateIsWarnedAboutAndDisallowed() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let pem = try bed.writeCombinedPEM(try bed.certificate())
        let result = try send(bed, ["--cert", pem, "--topic", "com.example.other"])
        #expect(result.standardError.contains(
            "warning: topic 'com.example.other' is not among the certificate's topics (com.example.app); APNs answers TopicDisallowed"),
            "\(result.transcript)")
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("TopicDisallowed"), "\(result.transcript)")
    }

    @Test func pushTypeWithoutAMatchingTopicIsWarnedAbout() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let pem = try bed.writeCombinedPEM(try bed.certificate())
        let result = try send(bed, ["--cert", pem, "--type", "voip", "--topic", "com.example.app.voip", "--dry-run"])
        #expect(result.standardError.contains("warning: voip pushes need a topic ending in '.voip' and the certificate has none"),
                "\(result.transcript)")
        let fine = try bed.writeCombinedPEM(try bed.certificate(topics: CertificateTopic.standard(bundleID: CertificateTestbed.bundleID, voip: true)),
                                            named: "voip.pem")
        let quiet = try send(bed, ["--cert", fine, "--type", "voip", "--topic", "com.example.app.voip", "--dry-run"])
        #expect(quiet.status == 0, "\(quiet.transcript)")
        #expect(!quiet.standardError.contains("warning"), "\(quiet.transcript)")
    }

    @Test func certAndKeyFileTogetherAreAUsageError() throws {
        let result = try Pushtui.run(["send", "--cert", "a.p12", "--key-file", "k.p8", "--token", CertificateTestbed.token, "--alert", "x"])
        #expect(result.status == ExitCode.usage.rawValue)
        #expect(result.standardError.contains("--cert and --key-file are two ways to authenticate; give one"), "\(result.transcript)")
    }

    @Test func curlLineForAPEMRunsAgainstTheSimulator() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let files = try bed.writeSeparatePEM(try bed.certificate())
        let printed = try Pushtui.run(["curl"] + bed.endpointFlags + ["--cert", files.certificate, "--cert-key", files.key,
                                                                     "--token", CertificateTestbed.token, "--alert", "from curl"])
        #expect(printed.status == 0, "\(printed.transcript)")
        let line = printed.standardOutput.trimmingCharacters(in: .newlines)
        #expect(line.contains("--cert \(files.certificate) --key \(files.key)"), "\(line)")
        #expect(!line.contains("authorization"), "\(line)")
        let ran = try CommandLineTool.run("/bin/sh", ["-c", line + " -sS -o /dev/null -w '%{http_code}'"])
        #expect(ran.standardOutput == "200", "\(ran.transcript)")
        #expect(bed.simulator.deliveredNotifications.first?.payloadText.contains("from curl") == true)
    }

    @Test func curlLineForAP12ReadsThePassphraseFromTheVariable() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "in-file-secret")
        try bed.writeProfile(named: "p12", auth: #"{"type": "certificate", "file": "\#(p12)", "passphrase": "in-file-secret"}"#)
        let printed = try Pushtui.run(["curl", "--profile", "p12", "--profiles", bed.profilesDirectory,
                                       "--token", CertificateTestbed.token, "--alert", "hi"])
        #expect(printed.status == 0, "\(printed.transcript)")
        let line = printed.standardOutput
        #expect(line.contains("--cert-type P12 --cert \(p12) --pass \"$\(CurlCommandLine.passphraseVariable)\""), "\(line)")
        #expect(!line.contains("in-file-secret") && !printed.standardError.contains("in-file-secret"), "\(printed.transcript)")
        #expect(printed.standardError.contains("export it as \(CurlCommandLine.passphraseVariable)"), "\(printed.transcript)")
        let ran = try CommandLineTool.run("/bin/sh", ["-c", line.trimmingCharacters(in: .newlines) + " -sS -o /dev/null -w '%{http_code}'"],
                                          environment: [CurlCommandLine.passphraseVariable: "in-file-secret"])
        #expect(ran.standardOutput == "200", "\(ran.transcript)")
    }

    @Test func jwtRefusesACertificateProfile() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        try bed.writeProfile(named: "cert", auth: #"{"type": "certificate", "file": "push.p12"}"#)
        let result = try Pushtui.run(["jwt", "--profile", "cert", "--profiles", bed.profilesDirectory])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("authenticates with a provider certificate"), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func simWithClientCAAcceptsTheCertificate() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let sim = try SimProcess(stateDirectory: bed.files.file("sim-state"), ["--client-ca", bed.authorityFile])
        defer { _ = try? sim.terminate() }
        #expect(try sim.field("client-ca") == bed.authorityFile)
        let pem = try bed.writeCombinedPEM(try bed.certificate())
        let result = try Pushtui.run(["send", "--endpoint", try sim.field("endpoint"), "--ca-file", try sim.field("ca"),
                                      "--cert", pem, "--token", CertificateTestbed.token, "--alert", "hi"])
        #expect(result.status == 0, "\(result.transcript)")
        let stranger = try CertificateFactory.makeCertificateAuthority(commonName: "stranger", validFrom: Date().addingTimeInterval(-86_400), validDays: 30)
        let foreign = try bed.writeCombinedPEM(try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: CertificateTestbed.bundleID, environments: [.sandbox], signedBy: stranger,
            validFrom: Date().addingTimeInterval(-86_400), validDays: 30), named: "foreign.pem")
        let refused = try Pushtui.run(["send", "--endpoint", try sim.field("endpoint"), "--ca-file", try sim.field("ca"),
                                       "--cert", foreign, "--token", CertificateTestbed.token, "--alert", "hi"])
        #expect(refused.status == ExitCode.credentials.rawValue, "\(refused.transcript)")
        #expect(refused.standardOutput.contains("refused the client certificate (TLS alert unknown_ca)"), "\(refused.transcript)")
    }
}
