import Foundation
import PushCore
import PushTestSupport
import Testing

@testable import PushCrypto

/// Apple's extensions written by the factory, read back by CertificateInfo and by the `openssl` CLI.
@Suite struct CertificateInfoTests {
    let files: ProviderCertificateFiles

    init() throws {
        files = try ProviderCertificateFiles()
    }

    static let environmentSets: [Set<APNsEnvironment>] = [[.sandbox], [.production], [.sandbox, .production], []]

    @Test(arguments: environmentSets)
    func environmentsRoundTrip(_ environments: Set<APNsEnvironment>) throws {
        let generated = try files.certificate(environments: environments)
        let info = try CertificateInfo(pem: generated.certificatePEM)
        #expect(info.environments == environments)
        #expect(info.isPushCertificate == !environments.isEmpty)

        let text = try CommandLineTool.openssl(["x509", "-noout", "-text", "-in", files.directory.write(generated.certificatePEM, to: "c.pem")]).standardOutput
        #expect(text.contains("1.2.840.113635.100.6.3.1:") == environments.contains(.sandbox))
        #expect(text.contains("1.2.840.113635.100.6.3.2:") == environments.contains(.production))
        let expectedTitle = switch environments {
        case [.sandbox]: "Apple Development IOS Push Services"
        case [.production]: "Apple Production IOS Push Services"
        default: "Apple Push Services"
        }
        #expect(info.subject.commonName == "\(expectedTitle): com.example.app")
    }

    static let topicLists: [[CertificateTopic]] = [
        CertificateTopic.standard(bundleID: "com.example.app"),
        CertificateTopic.standard(bundleID: "com.example.app", voip: true, complication: true),
        [CertificateTopic(name: "com.example.app", kinds: [.app, CertificateTopicKind(rawValue: "watchkit")])],
        [],
    ]

    @Test(arguments: topicLists)
    func topicsRoundTrip(_ topics: [CertificateTopic]) throws {
        let generated = try files.certificate(topics: topics)
        let info = try CertificateInfo(pem: generated.certificatePEM)
        #expect(info.topics == topics)
        #expect(info.topicNames == (topics.isEmpty ? ["com.example.app"] : topics.map(\.name)))
        #expect(info.requiresTopicHeader == (topics.count > 1))
    }

    /// The CLI decodes the extension's DER independently: topic strings and kind SEQUENCEs interleaved.
    @Test func topicsExtensionIsTheDERAppleUses() throws {
        let generated = try files.certificate(topics: CertificateTopic.standard(bundleID: "com.example.app", voip: true))
        let path = try files.directory.write(generated.certificatePEM, to: "c.pem")
        let text = try CommandLineTool.openssl(["x509", "-noout", "-text", "-in", path]).standardOutput
        #expect(text.contains("1.2.840.113635.100.6.3.6:"))
        let der = try #require(X509Fields.extensionValue(ApplePushExtension.topicsOID, inPEM: generated.certificatePEM))
        let derPath = try files.directory.write(der, to: "topics.der")
        let parsed = try CommandLineTool.openssl(["asn1parse", "-inform", "DER", "-in", derPath]).standardOutput
        let lines = parsed.split(separator: "\n").map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }
        let shapes = lines.map { $0.replacingOccurrences(of: " ", with: "") }
        #expect(shapes == [
            "d=0hl=2l=54cons:SEQUENCE",
            "d=1hl=2l=15prim:UTF8STRING:com.example.app",
            "d=1hl=2l=5cons:SEQUENCE",
            "d=2hl=2l=3prim:UTF8STRING:app",
            "d=1hl=2l=20prim:UTF8STRING:com.example.app.voip",
            "d=1hl=2l=6cons:SEQUENCE",
            "d=2hl=2l=4prim:UTF8STRING:voip",
        ])
    }

    @Test func subjectFieldsAndDefaultTopic() throws {
        let generated = try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: "com.example.chat", topics: CertificateTopic.standard(bundleID: "com.example.chat", voip: true),
            environments: [.production], signedBy: files.authority, validFrom: files.now, validDays: 10, teamID: "ABCDE12345")
        let info = try CertificateInfo(pem: generated.certificatePEM)
        #expect(info.subject == CertificateSubject(
            commonName: "Apple Production IOS Push Services: com.example.chat", userID: "com.example.chat",
            organizationalUnit: "ABCDE12345", organization: "pushtui test", country: "US"))
        #expect(info.subject.teamID == "ABCDE12345")
        #expect(info.issuerCommonName == "pushtui test CA")
        #expect(info.notBefore == files.now)
        #expect(info.notAfter == files.now.addingTimeInterval(10 * 86_400))
        #expect(info.defaultTopic == "com.example.chat")
    }

    @Test func defaultTopicWithoutUIDIsTheFirstAppTopic() {
        let subject = CertificateSubject(commonName: "x", userID: nil, organizationalUnit: nil, organization: nil, country: nil)
        let topics = [CertificateTopic(name: "a.voip", kinds: [.voip]), CertificateTopic(name: "a", kinds: [.app])]
        let info = CertificateInfo(subject: subject, issuerCommonName: nil, notBefore: .distantPast, notAfter: .distantFuture,
                                   environments: [.sandbox], topics: topics)
        #expect(info.defaultTopic == "a")
        let voipOnly = CertificateInfo(subject: subject, issuerCommonName: nil, notBefore: .distantPast, notAfter: .distantFuture,
                                       environments: [.sandbox], topics: [topics[0]])
        #expect(voipOnly.defaultTopic == "a.voip")
    }

    @Test(arguments: [(29, true), (30, true), (31, false)])
    func thirtyDayWarning(daysLeft: Int, warns: Bool) throws {
        // A warning from 30 days before notAfter on, not at 31.
        let info = try CertificateInfo(pem: files.certificate(validFrom: files.now, validDays: 60).certificatePEM)
        let now = info.notAfter.addingTimeInterval(-Double(daysLeft) * 86_400 + (daysLeft == 30 ? 1 : 0))
        #expect(info.expiresWithin(days: 30, now: now) == warns)
        #expect(info.isValid(at: now))
    }

    @Test func validityAndDaysLeft() throws {
        let info = try CertificateInfo(pem: files.certificate(validFrom: files.now, validDays: 30).certificatePEM)
        #expect(info.daysUntilExpiry(now: files.now) == 30)
        #expect(info.daysUntilExpiry(now: info.notAfter.addingTimeInterval(86_400)) == -1)
        #expect(!info.isValid(at: files.now.addingTimeInterval(-1)))
        #expect(!info.isValid(at: info.notAfter.addingTimeInterval(1)))
        #expect(info.expiresWithin(days: 30, now: info.notAfter.addingTimeInterval(1)))
    }

    @Test func derAndPEMReadTheSame() throws {
        let generated = try files.certificate()
        let path = try files.directory.write(generated.certificatePEM, to: "c.pem")
        try CommandLineTool.openssl(["x509", "-in", path, "-outform", "DER", "-out", files.directory.file("c.der")])
        #expect(try CertificateInfo(der: files.directory.bytes("c.der")) == CertificateInfo(pem: generated.certificatePEM))
    }

    @Test func notACertificate() {
        #expect(throws: IdentityLoadError(.notACertificate(found: "no PEM block"))) {
            try CertificateInfo(pem: "hello")
        }
    }
}
