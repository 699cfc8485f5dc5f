import Foundation
import PushCore
import PushCrypto
import PushTestSupport

/// A throwaway CA and Apple-like provider certificates written as the files users have:
/// `.pem` (certificate with or without its key), a separate key, `.p12` (modern and legacy,
/// exported by the `openssl` CLI so the bytes come from an independent encoder).
struct ProviderCertificateFiles {
    let directory: TemporaryDirectory
    let authority: GeneratedIdentity
    /// A fixed "now" inside every default certificate's validity.
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        directory = try TemporaryDirectory(prefix: "certs")
        authority = try CertificateFactory.makeCertificateAuthority(commonName: "pushtui test CA", validDays: 30)
        try directory.write(authority.certificatePEM, to: "ca.pem")
    }

    /// A certificate valid from a day before ``now`` for `validDays`.
    func certificate(bundleID: String = "com.example.app", topics: [CertificateTopic]? = nil,
                     environments: Set<APNsEnvironment> = [.sandbox, .production],
                     validFrom: Date? = nil, validDays: Int = 365) throws -> GeneratedIdentity {
        try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: bundleID, topics: topics, environments: environments, signedBy: authority,
            validFrom: validFrom ?? now.addingTimeInterval(-86_400), validDays: validDays)
    }

    /// Writes certificate and key into one PEM and returns its path.
    func combinedPEM(_ identity: GeneratedIdentity, name: String = "identity.pem") throws -> String {
        try directory.write(identity.certificatePEM + identity.privateKeyPEM, to: name)
    }

    /// Writes certificate and key to separate files.
    func separatePEMs(_ identity: GeneratedIdentity, prefix: String = "identity") throws -> (certificate: String, key: String) {
        (try directory.write(identity.certificatePEM, to: "\(prefix)-cert.pem"),
         try directory.write(identity.privateKeyPEM, to: "\(prefix)-key.pem"))
    }

    /// `openssl pkcs12 -export` of the identity (plus `-legacy` for RC2-40/3DES), returning the path.
    func pkcs12(_ identity: GeneratedIdentity, passphrase: String, legacy: Bool = false, name: String = "identity.p12") throws -> String {
        let files = try separatePEMs(identity, prefix: name)
        var arguments = ["pkcs12", "-export", "-in", files.certificate, "-inkey", files.key, "-out", directory.file(name),
                         "-passout", "pass:\(passphrase)"]
        if legacy { arguments.append("-legacy") }
        try CommandLineTool.openssl(arguments)
        return directory.file(name)
    }
}
