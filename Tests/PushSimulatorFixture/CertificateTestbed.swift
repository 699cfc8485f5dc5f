import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushTestSupport

/// An in-process simulator in client-certificate mode (real TLS on loopback, the real clock, as the
/// `pushtui` binary checks validity against it) with a throwaway provider CA, and the certificate
/// files and profiles the binary reads.
public final class CertificateTestbed {
    public let files: TemporaryDirectory
    public let authority: GeneratedIdentity
    public let authorityFile: String
    public let simulator: APNsSimulator
    public let endpoint: SimulatorEndpoint

    public static let bundleID = "com.example.app"
    public static let token = String(repeating: "ef", count: 32)
    public static let passphraseVariable = "PUSHTUI_TEST_CERT_PASSPHRASE"

    public init() throws {
        files = try TemporaryDirectory(prefix: "pushtui-cert")
        authority = try CertificateFactory.makeCertificateAuthority(
            commonName: "test provider CA", validFrom: Date().addingTimeInterval(-30 * 86_400), validDays: 365)
        authorityFile = try files.write(authority.certificatePEM, to: "provider-ca.pem")
        simulator = APNsSimulator(configuration: SimulatorConfiguration(
            stateDirectory: files.file("state"), clientCertificateAuthority: .file(authorityFile)))
        endpoint = try simulator.start()
        try FileManager.default.createDirectory(atPath: profilesDirectory, withIntermediateDirectories: true)
    }

    public func stop() {
        simulator.stop()
        files.remove()
    }

    public var profilesDirectory: String { files.file("profiles") }

    /// `--endpoint` and `--ca-file` for the simulator.
    public var endpointFlags: [String] { ["--endpoint", endpoint.url, "--ca-file", endpoint.caFile] }

    /// An Apple-like certificate for ``bundleID``, valid from a day ago.
    public func certificate(topics: [CertificateTopic]? = nil, validFrom: Date = Date().addingTimeInterval(-86_400),
                     validDays: Int = 365) throws -> GeneratedIdentity {
        try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: Self.bundleID, topics: topics, environments: [.sandbox, .production], signedBy: authority,
            validFrom: validFrom, validDays: validDays)
    }

    /// Certificate and key in one PEM file, readable by the owner only (pushtui warns otherwise).
    public func writeCombinedPEM(_ identity: GeneratedIdentity, named name: String = "push.pem") throws -> String {
        try files.writePrivate(identity.certificatePEM + identity.privateKeyPEM, to: name)
    }

    /// Certificate and key in two PEM files, the key readable by the owner only.
    public func writeSeparatePEM(_ identity: GeneratedIdentity, named name: String = "push") throws -> (certificate: String, key: String) {
        (try files.write(identity.certificatePEM, to: "\(name)-cert.pem"),
         try files.writePrivate(identity.privateKeyPEM, to: "\(name)-key.pem"))
    }

    /// A `.p12` exported by the openssl CLI, independent of PushCrypto.
    public func writeP12(_ identity: GeneratedIdentity, passphrase: String, named name: String = "push.p12") throws -> String {
        let (certificate, key) = try writeSeparatePEM(identity, named: "for-p12")
        let path = files.file(name)
        try CommandLineTool.openssl(["pkcs12", "-export", "-in", certificate, "-inkey", key, "-out", path, "-passout", "pass:\(passphrase)"])
        return try TemporaryDirectory.makePrivate(path)
    }

    /// A certificate profile for the simulator; `auth` is the JSON of the `auth` object.
    @discardableResult
    public func writeProfile(named name: String, auth: String, topic: String = CertificateTestbed.bundleID) throws -> String {
        try files.write("""
            {
              "name": "\(name)",
              "service": "apns",
              "environment": "sandbox",
              "topic": "\(topic)",
              "auth": \(auth),
              "endpoint": "\(endpoint.url)",
              "caFile": "\(endpoint.caFile)"
            }

            """, to: "profiles/\(name).json")
    }
}
