import Foundation
import PushTestSupport
import Testing

@testable import PushCrypto

/// Certificates checked by the `openssl` CLI, an independent X.509 implementation path.
@Suite struct CertificateFactoryTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private func text(of certificatePEM: String, named name: String) throws -> String {
        try directory.write(certificatePEM, to: name)
        return try CommandLineTool.openssl(["x509", "-in", name, "-noout", "-text"], in: directory.url).standardOutput
    }

    @Test func authorityIsSelfSignedCAWithCriticalConstraints() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "pushtui simulator CA", validDays: 30)
        let text = try text(of: ca.certificatePEM, named: "ca.pem")
        #expect(text.contains("Subject: CN = pushtui simulator CA"))
        #expect(text.contains("Issuer: CN = pushtui simulator CA"))
        #expect(text.contains("X509v3 Basic Constraints: critical\n                CA:TRUE"))
        #expect(text.contains("X509v3 Key Usage: critical\n                Certificate Sign, CRL Sign"))
        #expect(text.contains("X509v3 Subject Key Identifier"))
        #expect(text.contains("Signature Algorithm: ecdsa-with-SHA256"))
        #expect(text.contains("ASN1 OID: prime256v1"))
        #expect(text.contains("Version: 3 (0x2)"))

        let verified = try CommandLineTool.openssl(["verify", "-CAfile", "ca.pem", "ca.pem"], in: directory.url)
        #expect(verified.standardOutput == "ca.pem: OK\n")
    }

    @Test func serverCertificateVerifiesAgainstItsCAAndNamesEveryHost() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "pushtui simulator CA", validDays: 30)
        let server = try CertificateFactory.makeServerCertificate(
            hosts: ["localhost", "127.0.0.1", "::1", "api.sandbox.push.apple.test"], signedBy: ca, validDays: 7)
        try directory.write(ca.certificatePEM, to: "ca.pem")
        let text = try text(of: server.certificatePEM, named: "server.pem")

        let verified = try CommandLineTool.openssl(
            ["verify", "-CAfile", "ca.pem", "-purpose", "sslserver", "server.pem"], in: directory.url)
        #expect(verified.standardOutput == "server.pem: OK\n")

        #expect(text.contains("Subject: CN = localhost"))
        #expect(text.contains("Issuer: CN = pushtui simulator CA"))
        #expect(text.contains(
            "DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1, DNS:api.sandbox.push.apple.test"))
        #expect(text.contains("X509v3 Basic Constraints: critical\n                CA:FALSE"))
        #expect(text.contains("X509v3 Key Usage: critical\n                Digital Signature"))
        #expect(text.contains("X509v3 Extended Key Usage: \n                TLS Web Server Authentication"))
        #expect(text.contains("X509v3 Authority Key Identifier"))
        #expect(text.contains("Signature Algorithm: ecdsa-with-SHA256"))

        for (flag, host) in [("-checkhost", "localhost"), ("-checkip", "127.0.0.1"), ("-checkip", "::1")] {
            let check = try CommandLineTool.openssl(["x509", "-in", "server.pem", "-noout", flag, host], in: directory.url)
            #expect(check.standardOutput.contains("does match certificate"), "\(host): \(check.standardOutput)")
        }
        let other = try CommandLineTool.openssl(["x509", "-in", "server.pem", "-noout", "-checkhost", "example.com"], in: directory.url)
        #expect(other.standardOutput.contains("does NOT match certificate"))
    }

    @Test func serverCertificateDoesNotVerifyAgainstAnotherCA() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "real CA", validDays: 30)
        let stranger = try CertificateFactory.makeCertificateAuthority(commonName: "real CA", validDays: 30)
        let server = try CertificateFactory.makeServerCertificate(hosts: ["localhost"], signedBy: ca, validDays: 7)
        try directory.write(stranger.certificatePEM, to: "stranger.pem")
        try directory.write(server.certificatePEM, to: "server.pem")
        let result = try CommandLineTool.run("openssl", ["verify", "-CAfile", "stranger.pem", "server.pem"], in: directory.url)
        #expect(result.status != 0)
        #expect(result.standardOutput.contains("OK") == false)
    }

    @Test func privateKeyMatchesTheCertificate() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "CA", validDays: 1)
        let server = try CertificateFactory.makeServerCertificate(hosts: ["localhost"], signedBy: ca, validDays: 1)
        for (identity, name) in [(ca, "ca.pem"), (server, "server.pem")] {
            #expect(identity.privateKeyPEM.hasPrefix("-----BEGIN PRIVATE KEY-----"))
            try directory.write(identity.certificatePEM, to: name)
            let certificateKey = try CommandLineTool.openssl(["x509", "-in", name, "-noout", "-pubkey"], in: directory.url)
            #expect(certificateKey.standardOutput == (try ECPrivateKey(pem: identity.privateKeyPEM)).publicKey.pem())
        }
    }

    @Test func serialsAreRandomAndPositive() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "CA", validDays: 1)
        var serials: Set<String> = []
        for index in 0..<3 {
            let server = try CertificateFactory.makeServerCertificate(hosts: ["localhost"], signedBy: ca, validDays: 1)
            try directory.write(server.certificatePEM, to: "server\(index).pem")
            let serial = try CommandLineTool.openssl(["x509", "-in", "server\(index).pem", "-noout", "-serial"], in: directory.url)
            serials.insert(serial.standardOutput)
        }
        #expect(serials.count == 3)
        #expect(serials.allSatisfy { $0.hasPrefix("serial=") && $0.count > 20 })
    }

    @Test func validityCoversTheRequestedDays() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "CA", validDays: 1)
        try directory.write(ca.certificatePEM, to: "ca.pem")
        // Valid now, still valid in 23 hours, expired in 25.
        #expect(try CommandLineTool.run("openssl", ["x509", "-in", "ca.pem", "-noout", "-checkend", "82800"], in: directory.url).status == 0)
        #expect(try CommandLineTool.run("openssl", ["x509", "-in", "ca.pem", "-noout", "-checkend", "90000"], in: directory.url).status != 0)
    }

    @Test(arguments: [
        ([String](), CertificateError.noHosts),
        (["localhost,DNS:evil.example"], .invalidHost("localhost,DNS:evil.example")),
        (["-leading.example"], .invalidHost("-leading.example")),
        (["a..b"], .invalidHost("a..b")),
        (["exämple.com"], .invalidHost("exämple.com")),
        ([""], .invalidHost("")),
    ])
    func badHostsAreRejected(_ hosts: [String], _ expected: CertificateError) throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "CA", validDays: 1)
        #expect(throws: expected) { try CertificateFactory.makeServerCertificate(hosts: hosts, signedBy: ca, validDays: 1) }
    }

    @Test func wildcardHostIsAccepted() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "CA", validDays: 1)
        let server = try CertificateFactory.makeServerCertificate(hosts: ["*.push.test"], signedBy: ca, validDays: 1)
        #expect(try text(of: server.certificatePEM, named: "wild.pem").contains("DNS:*.push.test"))
    }

    @Test func invalidValidityAndCommonNameAreRejected() throws {
        #expect(throws: CertificateError.invalidValidity(days: 0)) {
            try CertificateFactory.makeCertificateAuthority(commonName: "CA", validDays: 0)
        }
        #expect(throws: CertificateError.invalidCommonName("")) {
            try CertificateFactory.makeCertificateAuthority(commonName: "", validDays: 1)
        }
        #expect(CertificateError.invalidValidity(days: 0).description == "certificate validity must be at least 1 day, got 0")
    }

    @Test func unusableAuthorityIsExplained() throws {
        let ca = try CertificateFactory.makeCertificateAuthority(commonName: "CA", validDays: 1)
        let noKey = GeneratedIdentity(certificatePEM: ca.certificatePEM, privateKeyPEM: "nothing here")
        #expect(throws: CertificateError.unreadableAuthorityKey(KeyLoadError(.notPEM))) {
            try CertificateFactory.makeServerCertificate(hosts: ["localhost"], signedBy: noKey, validDays: 1)
        }
        let noCertificate = GeneratedIdentity(certificatePEM: "nothing here", privateKeyPEM: ca.privateKeyPEM)
        let error = #expect(throws: CertificateError.self) {
            try CertificateFactory.makeServerCertificate(hosts: ["localhost"], signedBy: noCertificate, validDays: 1)
        }
        guard case .unreadableAuthorityCertificate = error?.base else {
            Issue.record("expected unreadableAuthorityCertificate, got \(String(describing: error))")
            return
        }
    }
}

/// The certificates in use: a TLS client that verifies like libcurl accepts them, and only them.
@Suite struct CertificateHandshakeTests {
    let ca: GeneratedIdentity
    let server: GeneratedIdentity

    init() throws {
        ca = try CertificateFactory.makeCertificateAuthority(commonName: "pushtui simulator CA", validDays: 1)
        server = try CertificateFactory.makeServerCertificate(hosts: ["localhost", "127.0.0.1", "::1"], signedBy: ca, validDays: 1)
    }

    @Test(arguments: ["localhost", "127.0.0.1", "::1"])
    func clientTrustingTheCAAcceptsEveryListedHost(_ host: String) {
        #expect(MemoryTLSHandshake.failure(server: server, authorityPEM: ca.certificatePEM, host: host) == nil)
    }

    @Test func clientRejectsAHostNotInTheCertificate() {
        let failure = MemoryTLSHandshake.failure(server: server, authorityPEM: ca.certificatePEM, host: "api.push.apple.com")
        #expect(failure == "hostname mismatch")
    }

    @Test func clientTrustingAnotherCARejectsTheServer() throws {
        let stranger = try CertificateFactory.makeCertificateAuthority(commonName: "pushtui simulator CA", validDays: 1)
        let failure = MemoryTLSHandshake.failure(server: server, authorityPEM: stranger.certificatePEM, host: "localhost")
        #expect(failure != nil)
        #expect(failure?.contains("certificate") == true)
    }
}
