import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// Issue 16 through the binary and the simulator over real TLS: pushes APNs accepts are sent, and
/// warnings are printed but never block.
@Suite struct LintGateSendTests {
    /// The testbed's flags with another topic.
    private func flags(_ bed: SendTestbed, topic: String) -> [String] {
        Array(bed.targetFlags.dropLast(2)) + ["--topic", topic]
    }

    // Found: `--type voip` with {"caller":"Bob","uuid":…} was refused (exit 5, "payload has no 'aps' object").
    @Test func aVoIPPushWithoutAPSIsDelivered() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let body = #"{"caller":"Bob","uuid":"5e0c4e3a-2f1d-4b8e-9a2b-0c6f2d1e7a11"}"#
        let payload = try bed.files.write(body, to: "voip.json")
        let result = try Pushtui.run(["send"] + flags(bed, topic: "com.example.app.voip")
                                     + ["--type", "voip", "--token", SendTestbed.token(number: 1), "--payload", payload])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardError.isEmpty, "\(result.transcript)")
        let journal = try bed.journal()
        #expect(journal.count == 1 && journal.first?.status == 200, "\(journal)")
        #expect(journal.first?.body == body)
    }

    // Found: a bundle ID ending in a push-type suffix was an error for an alert push.
    @Test func anAlertToABundleIDEndingInVoipIsSentWithAWarning() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + flags(bed, topic: "com.acme.voip")
                                     + ["--token", SendTestbed.token(number: 2), "--alert", "Hello"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("warning: topic 'com.acme.voip' ends in '.voip', the suffix of voip pushes"), "\(result.transcript)")
        let journal = try bed.journal()
        #expect(journal.first?.status == 200, "\(journal)")
        #expect(journal.first?.headers.contains { $0.name == "apns-topic" && $0.value == "com.acme.voip" } == true)
    }

    @Test func warningsArePrintedAndThePushIsStillSent() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let payload = try bed.files.write("{\"aps\":{\"alert\":{\"tittle\":\"Hi\"},\n \"badge\":1.0,\"badge\":\"3\"}}", to: "odd.json")
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", SendTestbed.token(number: 3), "--payload", payload])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("odd.json:1:18: warning: 'tittle' is not an alert key Apple documents"), "\(result.transcript)")
        #expect(result.standardError.contains("odd.json:2:14: warning: duplicate key 'badge'"), "\(result.transcript)")
        #expect(!result.standardError.contains("not sent"), "\(result.transcript)")
        #expect(try bed.journal().first?.status == 200)
    }

    @Test func anErrorStillRefusesBeforeAnythingIsSent() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let payload = try bed.files.write(#"{"caller":"Bob"}"#, to: "alert.json")
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", SendTestbed.token(number: 4), "--payload", payload])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(#"error: alert pushes need an 'aps' object, e.g. {"aps":{"alert":"Hello"}}"#), "\(result.transcript)")
        #expect(result.standardError.contains("not sent: fix the errors above"), "\(result.transcript)")
        #expect(try bed.journal().isEmpty)
    }
}
