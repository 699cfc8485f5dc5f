import Foundation
import PushCore
import PushCrypto
import PushDelivery
import PushKeyring
import PushSimulatorFixture
import PushTestSupport
import Testing

/// A certificate profile whose passphrase lives in the keyring: resolution reads it from the keyring
/// it is given, and says what to do when the item is missing or no keyring answers.
@Suite struct CertificateKeyringTests {
    private let directory: TemporaryDirectory
    private let p12: String
    private let now = Date()

    init() throws {
        directory = try TemporaryDirectory(prefix: "keyring-certs")
        let authority = try CertificateFactory.makeCertificateAuthority(commonName: "keyring test CA", validDays: 30)
        let identity = try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: "com.example.app", topics: nil, environments: [.sandbox], signedBy: authority,
            validFrom: now.addingTimeInterval(-86_400), validDays: 30)
        let certificate = try directory.write(identity.certificatePEM, to: "cert.pem")
        let key = try directory.writePrivate(identity.privateKeyPEM, to: "key.pem")
        p12 = directory.file("push.p12")
        try CommandLineTool.openssl(["pkcs12", "-export", "-in", certificate, "-inkey", key, "-out", p12, "-passout", "pass:s3cret pass"])
        _ = try TemporaryDirectory.makePrivate(p12)
    }

    private func source() throws -> CertificateSource {
        let auth = APNsAuth.certificate(file: p12, passphrase: .keyring("acme push"), keyFile: nil)
        return try #require(try CertificateSource(auth, profileFile: directory.file("p.json"),
                                                  paths: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path)))
    }

    @Test func thePassphraseComesFromTheKeyringItemTheProfileNames() throws {
        let keyring = MemoryKeyring(["acme push": "s3cret pass", "other": "wrong"])
        let loaded = try source().load(secrets: SecretSources(environment: [:], keyring: keyring), now: now)
        #expect(loaded.value.info.defaultTopic == "com.example.app")
        #expect(keyring.asked == ["acme push"])
    }

    @Test func aMissingItemSaysHowToStoreIt() throws {
        let keyring = MemoryKeyring([:])
        #expect(throws: ResolutionError(.credentials, "the certificate's passphrase is read from the keyring item 'acme push', which "
            + "the memory keyring does not hold; store it with: pushtui secret set acme push")) {
            try source().load(secrets: SecretSources(environment: [:], keyring: keyring), now: now)
        }
    }

    @Test func noKeyringNamesTheAlternatives() throws {
        let secrets = SecretSources(environment: ["APNS_CERT_PASSPHRASE": "s3cret pass"], keyring: UnavailableKeyring(reason: "no D-Bus here"))
        #expect(throws: ResolutionError(.credentials, "cannot read the certificate's passphrase from the keyring item 'acme push': no D-Bus here; "
            + "without a keyring, give it through passphraseEnv (an environment variable) or passphrase in the profile")) {
            try source().load(secrets: secrets, now: now)
        }
    }

    @Test func aWrongPassphraseInTheKeyringIsACredentialsErrorWithoutThePassphrase() throws {
        let keyring = MemoryKeyring(["acme push": "not it"])
        let source = try source()
        do throws(ResolutionError) {
            _ = try source.load(secrets: SecretSources(environment: [:], keyring: keyring), now: now)
            Issue.record("a wrong passphrase loaded")
        } catch {
            #expect(error.kind == .credentials)
            #expect(!error.description.contains("not it"), "\(error.description)")
        }
    }

    @Test func thePathContextGivesItsKeyringToResolution() throws {
        let keyring = MemoryKeyring(["acme push": "s3cret pass"])
        let paths = PathContext(home: directory.path, environment: [:], currentDirectory: directory.path, keyring: keyring)
        _ = try source().load(secrets: paths.secrets, now: now)
        #expect(keyring.asked == ["acme push"])
    }
}
