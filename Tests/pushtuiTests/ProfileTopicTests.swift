import Foundation
import PushCrypto
import PushSimulatorFixture
import PushTestSupport
import Testing
import PushDelivery

/// The topic follows the push type on the command line as it does in the console: a profile's
/// topic is the bundle ID, the type's suffix is added unless `--topic` is given or the topic
/// already carries it; a certificate profile may leave the topic to its certificate.
@Suite struct ProfileTopicTests {
    private static func topicHeader(_ result: ProcessResult) -> String? {
        result.standardOutput.split(separator: "\n").first { $0.hasPrefix("apns-topic: ") }.map(String.init)
    }

    @Test func aProfileTopicTakesThePushTypesSuffix() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        try bed.writeProfile(bed.profileJSON(name: "app"), named: "app")
        let voipPayload = try bed.files.write(#"{"aps":{},"call":"1"}"#, to: "voip.json")
        let base = ["send", "--profile", "app", "--profiles", bed.profilesDirectory, "--token", SendTestbed.token(number: 1), "--dry-run"]

        let voip = try Pushtui.run(base + ["--type", "voip", "--payload", voipPayload])
        #expect(voip.status == 0, "\(voip.transcript)")
        #expect(Self.topicHeader(voip) == "apns-topic: \(SendTestbed.topic).voip", "\(voip.transcript)")

        let alert = try Pushtui.run(base + ["--alert", "hi"])
        #expect(Self.topicHeader(alert) == "apns-topic: \(SendTestbed.topic)", "\(alert.transcript)")

        // An explicit topic is used exactly as given (the linter judges it).
        let explicit = try Pushtui.run(base + ["--type", "voip", "--topic", "com.example.other.voip", "--payload", voipPayload])
        #expect(Self.topicHeader(explicit) == "apns-topic: com.example.other.voip", "\(explicit.transcript)")
    }

    @Test func aProfileTopicThatCarriesTheSuffixKeepsIt() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let text = bed.profileJSON(name: "voip").replacingOccurrences(of: #""topic": "\#(SendTestbed.topic)""#,
                                                                      with: #""topic": "\#(SendTestbed.topic).voip""#)
        try bed.writeProfile(text, named: "voip")
        let voipPayload = try bed.files.write(#"{"aps":{},"call":"1"}"#, to: "voip.json")
        let result = try Pushtui.run(["send", "--profile", "voip", "--profiles", bed.profilesDirectory, "--type", "voip",
                                      "--token", SendTestbed.token(number: 1), "--payload", voipPayload])
        #expect(result.status == 0, "\(result.transcript)")
        let topics = try bed.journal().map { entry in entry.headers.first { $0.name == "apns-topic" }?.value }
        #expect(topics == [SendTestbed.topic + ".voip"], "\(result.transcript)")
    }

    @Test func aCertificateProfileWithoutTopicUsesTheCertificatesBundleID() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let pem = try bed.writeCombinedPEM(try bed.certificate(topics: CertificateTopic.standard(bundleID: CertificateTestbed.bundleID, voip: true)))
        let profile = try bed.files.write("""
            {
              "name": "cert",
              "service": "apns",
              "environment": "sandbox",
              "auth": {"type": "certificate", "file": "\(pem)"},
              "endpoint": "\(bed.endpoint.url)",
              "caFile": "\(bed.endpoint.caFile)"
            }

            """, to: "profiles/cert.json")
        let voipPayload = try bed.files.write(#"{"aps":{},"call":"1"}"#, to: "voip.json")
        let alert = try Pushtui.run(["send", "--profile", profile, "--token", CertificateTestbed.token, "--alert", "hi"])
        #expect(alert.status == 0, "\(alert.transcript)")
        let voip = try Pushtui.run(["send", "--profile", profile, "--token", CertificateTestbed.token, "--type", "voip",
                                    "--payload", voipPayload])
        #expect(voip.status == 0, "\(voip.transcript)")
        #expect(bed.simulator.deliveredNotifications.compactMap(\.topic).sorted()
                    == [CertificateTestbed.bundleID, CertificateTestbed.bundleID + ".voip"], "\(voip.transcript)")

        let shown = try Pushtui.run(["profile", "show", profile])
        #expect(shown.status == 0, "\(shown.transcript)")
        #expect(shown.standardOutput.contains("default topic: \(CertificateTestbed.bundleID)"), "\(shown.transcript)")
    }
}
