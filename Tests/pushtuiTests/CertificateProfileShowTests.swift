import Foundation
import PushCore
import PushCrypto
import PushSimulatorFixture
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui profile show`: the profile without secrets, and what its certificate says.
@Suite struct CertificateProfileShowTests {
    @Test func showsTheCertificatesSubjectEnvironmentsTopicsAndExpiry() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let identity = try bed.certificate(topics: CertificateTopic.standard(bundleID: CertificateTestbed.bundleID, voip: true), validDays: 200)
        let p12 = try bed.writeP12(identity, passphrase: "hidden-secret")
        try bed.writeProfile(named: "cert", auth: #"{"type": "certificate", "file": "\#(p12)", "passphrase": "hidden-secret"}"#)
        let result = try Pushtui.run(["profile", "show", "cert", "--profiles", bed.profilesDirectory])
        #expect(result.status == 0, "\(result.transcript)")
        let output = result.standardOutput
        #expect(!output.contains("hidden-secret"), "\(output)")
        #expect(output.contains("auth: certificate \(p12), passphrase in the profile (hidden"), "\(output)")
        #expect(output.contains("  subject: Apple Push Services: com.example.app (UID com.example.app, team TEAMID1234)"), "\(output)")
        #expect(output.contains("  issuer: test provider CA"), "\(output)")
        #expect(output.contains("  environments: sandbox, production"), "\(output)")
        #expect(output.contains("  topics: com.example.app (app), com.example.app.voip (voip)"), "\(output)")
        #expect(output.contains("  default topic: com.example.app"), "\(output)")
        #expect(output.contains("days left)"), "\(output)")
        #expect(!output.contains("warning"), "\(output)")
    }

    @Test func warnsWhenExpiryIsWithinThirtyDaysOrTheTopicIsNotCovered() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let pem = try bed.writeCombinedPEM(try bed.certificate(validDays: 10))
        try bed.writeProfile(named: "soon", auth: #"{"type": "certificate", "file": "\#(pem)"}"#, topic: "com.example.other")
        let result = try Pushtui.run(["profile", "show", "soon", "--profiles", bed.profilesDirectory])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput.contains("warning: expires within 30 days"), "\(result.transcript)")
        #expect(result.standardOutput.contains("warning: topic 'com.example.other' is not among the certificate's topics"), "\(result.transcript)")
    }

    @Test func tokenProfileShowsItsKeyAndShortenedTokens() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-show")
        defer { directory.remove() }
        try directory.write(ProfileFixture.withUnknownMembers, to: "demo.json")
        let result = try Pushtui.run(["profile", "show", "demo", "--profiles", directory.path])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput.contains("auth: token, key AuthKey_ABC.p8, key ID ABC, team ID TEAM"), "\(result.transcript)")
        #expect(result.standardOutput.contains("tokens: 1"), "\(result.transcript)")
        #expect(!result.standardOutput.contains(ProfileFixture.token), "tokens are shortened")
        #expect(!result.standardOutput.contains("certificate:"))
    }

    @Test func anUnloadableCertificateEndsWithExit4() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "right")
        try bed.writeProfile(named: "locked", auth: #"{"type": "certificate", "file": "\#(p12)", "passphraseEnv": "PUSHTUI_TEST_UNSET_VARIABLE"}"#)
        let result = try Pushtui.run(["profile", "show", "locked", "--profiles", bed.profilesDirectory])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("passphrase from $PUSHTUI_TEST_UNSET_VARIABLE"), "\(result.transcript)")
        #expect(result.standardError.contains("$PUSHTUI_TEST_UNSET_VARIABLE, which is not set"), "\(result.transcript)")
    }

    @Test func anUnknownActionIsAUsageError() throws {
        let result = try Pushtui.run(["profile", "edit", "x"])
        #expect(result.status == ExitCode.usage.rawValue)
        #expect(result.standardError.contains("unknown action 'edit'; the actions are list and show"), "\(result.transcript)")
    }
}
