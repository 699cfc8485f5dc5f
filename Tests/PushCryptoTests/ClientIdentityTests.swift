import Foundation
import PushCore
import PushTestSupport
import Testing

@testable import PushCrypto

/// Loading provider identities from the files users have, and every failure a person must understand.
@Suite struct ClientIdentityTests {
    let files: ProviderCertificateFiles

    init() throws {
        files = try ProviderCertificateFiles()
    }

    @Test func combinedPEMLoadsWithItsInfo() throws {
        let identity = try ClientIdentity(contentsOfFile: files.combinedPEM(files.certificate()), now: files.now)
        #expect(identity.info.subject.userID == "com.example.app")
        #expect(identity.info.subject.commonName == "Apple Push Services: com.example.app")
        #expect(identity.info.issuerCommonName == "pushtui test CA")
        #expect(identity.info.environments == [.sandbox, .production])
        #expect(identity.description == "ClientIdentity(Apple Push Services: com.example.app, until \(IdentityLoadError.format(identity.info.notAfter)))")
    }

    @Test func certificateWithSeparateKeyFileLoads() throws {
        let generated = try files.certificate(environments: [.sandbox])
        let paths = try files.separatePEMs(generated)
        let identity = try ClientIdentity(contentsOfFile: paths.certificate, keyFile: paths.key, now: files.now)
        #expect(identity.info.environments == [.sandbox])
        // The exported key is the one that was loaded: the CLI derives the same public key.
        let loadedKey = try files.directory.write(identity.privateKeyPEM(), to: "loaded-key.pem")
        let derived = try CommandLineTool.openssl(["pkey", "-in", loadedKey, "-pubout"]).standardOutput
        let original = try CommandLineTool.openssl(["pkey", "-in", paths.key, "-pubout"]).standardOutput
        #expect(derived == original)
    }

    @Test func certificateWithoutKeyIsRejected() throws {
        let paths = try files.separatePEMs(files.certificate())
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: paths.certificate, now: files.now)
        }
        #expect(error.reason == .missingPrivateKey)
        #expect(error.path == paths.certificate)
        #expect(error.description.contains("holds a certificate but not its private key"))
    }

    @Test func keyOfAnotherCertificateIsAMismatch() throws {
        let certificate = try files.separatePEMs(files.certificate(), prefix: "one").certificate
        let otherKey = try files.separatePEMs(files.certificate(), prefix: "two").key
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: certificate, keyFile: otherKey, now: files.now)
        }
        guard case .keyMismatch(let detail) = error.reason else {
            Issue.record("expected keyMismatch, got \(error.reason)")
            return
        }
        #expect(detail.contains("key values mismatch"))
        #expect(error.description.hasPrefix("the private key does not belong to the certificate in \(certificate)"))
    }

    @Test func modernP12Loads() throws {
        let path = try files.pkcs12(files.certificate(), passphrase: "s3cret")
        let identity = try ClientIdentity(contentsOfFile: path, passphrase: "s3cret", now: files.now)
        #expect(identity.info.subject.userID == "com.example.app")
    }

    @Test func legacyP12LoadsWithTheLegacyProvider() throws {
        let path = try files.pkcs12(files.certificate(), passphrase: "old", legacy: true, name: "legacy.p12")
        // The CLI confirms the fixture really is RC2-40 encrypted, the algorithm OpenSSL 3 moved out of `default`.
        let info = try CommandLineTool.openssl(["pkcs12", "-in", path, "-info", "-noout", "-legacy", "-passin", "pass:old"])
        #expect(info.standardError.contains("pbeWithSHA1And40BitRC2-CBC"))
        let identity = try ClientIdentity(contentsOfFile: path, passphrase: "old", now: files.now)
        #expect(identity.info.subject.commonName == "Apple Push Services: com.example.app")
        #expect(OpenSSLProviders.isLegacyAvailable)
    }

    /// The providers load once however many threads load identities at the same moment.
    @Test func legacyP12LoadsFromManyThreadsAtOnce() throws {
        let path = try files.pkcs12(files.certificate(), passphrase: "old", legacy: true, name: "legacy.p12")
        let bytes = try files.directory.bytes("legacy.p12")
        let now = files.now
        let loaded = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            if (try? ClientIdentity(pkcs12: bytes, passphrase: "old", now: now)) != nil {
                loaded.withLock { $0 += 1 }
            }
        }
        #expect(loaded.withLock { $0 } == 16, "\(path)")
    }

    @Test(arguments: [false, true])
    func wrongPassphraseIsReported(legacy: Bool) throws {
        let path = try files.pkcs12(files.certificate(), passphrase: "right", legacy: legacy)
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: path, passphrase: "wrong", now: files.now)
        }
        #expect(error.reason == .wrongPassphrase(detail: "mac verify failure"))
        #expect(error.description == "\(path): wrong passphrase (mac verify failure)")
        #expect(!error.description.contains("wrong\""))
    }

    @Test func missingPassphraseForAProtectedP12IsAskedFor() throws {
        let path = try files.pkcs12(files.certificate(), passphrase: "right")
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: path, now: files.now)
        }
        #expect(error.reason == .passphraseRequired)
    }

    @Test func expiredCertificateNamesBothDates() throws {
        let generated = try files.certificate(validFrom: files.now.addingTimeInterval(-40 * 86_400), validDays: 30)
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: files.combinedPEM(generated), now: files.now)
        }
        let notAfter = files.now.addingTimeInterval(-10 * 86_400)
        #expect(error.reason == .expired(notAfter: notAfter, now: files.now))
        #expect(error.description.contains("expired on \(IdentityLoadError.format(notAfter)) (now 2027-01-15 08:00:00 UTC)"))
    }

    @Test func notYetValidCertificateNamesItsStart() throws {
        let start = files.now.addingTimeInterval(2 * 86_400)
        let generated = try files.certificate(validFrom: start, validDays: 30)
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: files.combinedPEM(generated), now: files.now)
        }
        #expect(error.reason == .notYetValid(notBefore: start, now: files.now))
        #expect(error.description.contains("is not valid before 2027-01-17 08:00:00 UTC"))
    }

    @Test func providerKeyIsNotACertificate() throws {
        let key = try files.directory.write(ECPrivateKey.generateP256().pkcs8PEM(), to: "AuthKey_ABC123DEFG.p8")
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: key, now: files.now)
        }
        #expect(error.reason == .notACertificate(found: "-----BEGIN PRIVATE KEY-----"))
        #expect(!error.description.contains("MIG"), "the key's base64 must not appear")
    }

    @Test func randomBytesAreNotACertificate() throws {
        let path = try files.directory.write([UInt8](repeating: 0x42, count: 64), to: "noise.bin")
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: path, now: files.now)
        }
        #expect(error.reason == .notACertificate(found: "binary data that is neither PKCS#12 nor a DER certificate"))
    }

    @Test func missingFileIsUnreadable() throws {
        let path = files.directory.file("absent.p12")
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: path, now: files.now)
        }
        #expect(error.reason == .unreadableFile(reason: "No such file or directory"))
        #expect(error.description == "cannot read \(path): No such file or directory")
    }

    @Test func keyFileWithoutAKeyIsNamed() throws {
        let paths = try files.separatePEMs(files.certificate())
        let error = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: paths.certificate, keyFile: files.directory.file("ca.pem"), now: files.now)
        }
        #expect(error.reason == .notAPrivateKey(foundLabel: "CERTIFICATE"))
        #expect(error.path == files.directory.file("ca.pem"))
    }

    @Test func encryptedKeyNeedsItsPassphrase() throws {
        let paths = try files.separatePEMs(files.certificate())
        let encrypted = files.directory.file("encrypted-key.pem")
        try CommandLineTool.openssl(["pkcs8", "-topk8", "-in", paths.key, "-out", encrypted, "-passout", "pass:k3y"])
        let missing = try #require(throws: IdentityLoadError.self) {
            try ClientIdentity(contentsOfFile: paths.certificate, keyFile: encrypted, now: files.now)
        }
        #expect(missing.reason == .passphraseRequired)
        #expect(missing.path == encrypted)
        let identity = try ClientIdentity(contentsOfFile: paths.certificate, passphrase: "k3y", keyFile: encrypted, now: files.now)
        #expect(identity.info.subject.userID == "com.example.app")
    }

    @Test func derCertificateWithKeyFileLoads() throws {
        let paths = try files.separatePEMs(files.certificate())
        let der = files.directory.file("aps.cer")
        try CommandLineTool.openssl(["x509", "-in", paths.certificate, "-outform", "DER", "-out", der])
        let identity = try ClientIdentity(contentsOfFile: der, keyFile: paths.key, now: files.now)
        #expect(identity.info.subject.userID == "com.example.app")
    }

    /// Apple issues RSA 2048 provider certificates; the CLI makes one with a UID and no topics extension.
    @Test func rsaCertificateFromOpenSSLLoads() throws {
        let directory = files.directory
        try "[ext]\n1.2.840.113635.100.6.3.1=ASN1:NULL\nextendedKeyUsage=clientAuth\n".write(
            toFile: directory.file("rsa.cnf"), atomically: true, encoding: .utf8)
        try CommandLineTool.openssl(["req", "-newkey", "rsa:2048", "-nodes", "-keyout", directory.file("rsa-key.pem"),
                                     "-subj", "/UID=com.example.legacy/CN=Apple Development IOS Push Services: com.example.legacy/OU=ABCDE12345",
                                     "-out", directory.file("rsa.csr")])
        try CommandLineTool.openssl(["x509", "-req", "-in", directory.file("rsa.csr"), "-signkey", directory.file("rsa-key.pem"),
                                     "-days", "10", "-extfile", directory.file("rsa.cnf"), "-extensions", "ext",
                                     "-out", directory.file("rsa.pem")])
        let identity = try ClientIdentity(contentsOfFile: directory.file("rsa.pem"), keyFile: directory.file("rsa-key.pem"))
        #expect(identity.info.environments == [.sandbox])
        #expect(identity.info.topics.isEmpty)
        #expect(identity.info.topicNames == ["com.example.legacy"])
        #expect(identity.info.defaultTopic == "com.example.legacy")
        #expect(identity.info.subject.teamID == "ABCDE12345")
    }

    @Test func pkcs12ExportIsReadByTheCLIAndByUs() throws {
        let identity = try ClientIdentity(contentsOfFile: files.combinedPEM(files.certificate()), now: files.now)
        let bytes = try identity.pkcs12Bytes(passphrase: "export")
        let path = try files.directory.write(bytes, to: "export.p12")
        let dump = try CommandLineTool.openssl(["pkcs12", "-in", path, "-nokeys", "-passin", "pass:export"]).standardOutput
        #expect(dump.contains("subject=UID = com.example.app, CN = Apple Push Services: com.example.app"))
        let info = try CommandLineTool.openssl(["pkcs12", "-in", path, "-info", "-noout", "-passin", "pass:export"]).standardError
        #expect(info.contains("AES-256-CBC"), "modern encryption, so curl needs no legacy provider: \(info)")
        let reloaded = try ClientIdentity(pkcs12: bytes, passphrase: "export", now: files.now)
        #expect(reloaded.info == identity.info)
    }

    @Test func pemBlobsForCurlHoldCertificateAndKey() throws {
        let generated = try files.certificate()
        let identity = try ClientIdentity(pem: Array(generated.certificatePEM.utf8), keyPEM: Array(generated.privateKeyPEM.utf8), now: files.now)
        #expect(String(decoding: identity.certificateChainPEM, as: UTF8.self) == generated.certificatePEM)
        let again = try ClientIdentity(pem: identity.certificateChainPEM, keyPEM: identity.privateKeyPEM(), now: files.now)
        #expect(again.certificateDER == identity.certificateDER)
    }
}
