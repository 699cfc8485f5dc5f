import Foundation
import PushCore
import PushCrypto
import PushDelivery
import Testing

/// What `profile show` prints: a profile's fields with no secret in them, and what a certificate
/// says, warning where it will not fit the profile or is about to expire.
@Suite struct ProfileReportTests {
    @Test func aPassphraseInTheProfileIsNeverShown() throws {
        let profile = try ProfileCodec.decode(Array("""
            {"name": "cert", "service": "apns", "environment": "production", "topic": "com.acme.app",
             "auth": {"type": "certificate", "file": "push.p12", "passphrase": "hunter2-secret"},
             "defaults": {"priority": 5, "collapseID": "news"},
             "tokens": [{"label": "gone", "token": "\(String(repeating: "ab", count: 32))", "lastOutcome": "Unregistered",
                         "lastSeen": "2026-11-02T10:15:00Z"}]}
            """.utf8), file: "cert.json").get()
        let lines = ProfileReport.lines(profile, file: "/p/cert.json")
        #expect(!lines.joined().contains("hunter2"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("auth: certificate ") && $0.contains("passphrase in the profile (hidden") }, "\(lines)")
        #expect(lines.contains("environment: production") && lines.contains("tokens: 1"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("defaults: ") && $0.contains("5") && $0.contains("news") }, "\(lines)")
        #expect(lines.contains { $0.contains("gone") && $0.contains("…abababab") && $0.contains("Unregistered since 2026-11-02") }, "\(lines)")
    }

    @Test func aCertificateThatExpiresSoonOrLacksTheTopicIsWarnedAbout() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let subject = CertificateSubject(commonName: "Apple Push Services: com.acme.app", userID: "com.acme.app",
                                         organizationalUnit: "TEAM123456", organization: nil, country: nil)
        let info = CertificateInfo(subject: subject, issuerCommonName: "Apple Worldwide Developer Relations", notBefore: .distantPast,
                                   notAfter: now.addingTimeInterval(10 * 86_400), environments: [.sandbox],
                                   topics: [CertificateTopic(name: "com.acme.app", kinds: [.app])])
        let lines = ProfileReport.lines(info, topic: "com.other.app", environment: .sandbox, now: now)
        #expect(lines.contains { $0.contains("(10 days left) warning: expires within 30 days") }, "\(lines)")
        #expect(lines.contains("  environments: sandbox"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  warning: ") && $0.contains("com.other.app") }, "\(lines)")
        let unfit = CertificateInfo(subject: subject, issuerCommonName: nil, notBefore: .distantPast, notAfter: .distantFuture,
                                    environments: [], topics: [])
        let unfitLines = ProfileReport.lines(unfit, topic: "com.acme.app", environment: .sandbox, now: now)
        #expect(unfitLines.contains("  environments: none"))
        #expect(unfitLines.contains("  warning: " + (ProviderCertificateRule.problem(certificateEnvironments: [], environment: .sandbox) ?? "")),
                "\(unfitLines)")
        #expect(unfitLines.contains { $0.contains("not an APNs provider certificate") })
        // A certificate for the other environment is said too.
        #expect(ProfileReport.lines(info, topic: "com.acme.app", environment: .production, now: now)
            .contains { $0.hasPrefix("  warning: the certificate is not valid for production (it is for sandbox)") })
    }
}
