import COpenSSL
import Foundation
import PushCore

extension CertificateFactory {
    /// Makes a client certificate shaped like an APNs provider certificate, signed by `ca`, for
    /// tests and the simulator's client-certificate mode.
    ///
    /// Subject: `CN=<Apple's title>: <bundleID>` ("Apple Push Services" when both environments,
    /// "Apple Development IOS Push Services" or "Apple Production IOS Push Services" for one),
    /// `UID=<bundleID>`, `OU=<teamID>`, `O=pushtui test`, `C=US`, as on Apple's certificates.
    /// Extensions: `basicConstraints` critical `CA:FALSE`, `keyUsage` critical `digitalSignature`,
    /// `extendedKeyUsage` `clientAuth`, key identifiers, one `NULL` marker per environment
    /// (1.2.840.113635.100.6.3.1 sandbox, …6.3.2 production) and, unless `topics` is empty,
    /// Apple's topics extension (…6.3.6); see ``ApplePushExtension`` for the encoding.
    /// The key is EC P-256 (Apple issues RSA 2048; nothing on the wire depends on it).
    ///
    /// - Parameters:
    ///   - topics: the topics and their kinds; by default the bundle ID alone, kind `app`.
    ///   - environments: empty makes a certificate that is no APNs certificate at all.
    ///   - validFrom: the start of validity (a date in the past or future makes expired or
    ///     not-yet-valid certificates).
    public static func makeAppleLikeClientCertificate(
        bundleID: String,
        topics: [CertificateTopic]? = nil,
        environments: Set<APNsEnvironment>,
        signedBy ca: GeneratedIdentity,
        validFrom: Date,
        validDays: Int,
        teamID: String = "TEAMID1234"
    ) throws(CertificateError) -> GeneratedIdentity {
        try checkValidity(validDays)
        let title: String
        switch (environments.contains(.sandbox), environments.contains(.production)) {
        case (true, false): title = "Apple Development IOS Push Services"
        case (false, true): title = "Apple Production IOS Push Services"
        default: title = "Apple Push Services"
        }
        let commonName = try commonNameChecked("\(title): \(bundleID)")
        let authority = try AuthorityMaterial(ca)
        let key = try generateKey()
        let builder = try CertificateBuilder(
            subject: [("UID", bundleID), ("CN", commonName), ("OU", teamID), ("O", "pushtui test"), ("C", "US")],
            publicKeyOf: key.pkey, validFrom: validFrom, validDays: validDays, issuer: authority.certificate)
        try builder.add(extensions: [
            (NID_basic_constraints, "critical,CA:FALSE"),
            (NID_key_usage, "critical,digitalSignature"),
            (NID_ext_key_usage, "clientAuth"),
            (NID_subject_key_identifier, "hash"),
            (NID_authority_key_identifier, "keyid:always"),
        ])
        for marker in ApplePushExtension.environmentOIDs where environments.contains(marker.environment) {
            try builder.add(rawExtension: marker.oid, der: DER.null)
        }
        let topics = topics ?? [CertificateTopic(name: bundleID, kinds: [.app])]
        if !topics.isEmpty {
            try builder.add(rawExtension: ApplePushExtension.topicsOID, der: ApplePushExtension.encodeTopics(topics))
        }
        return GeneratedIdentity(certificatePEM: try builder.signedPEM(with: authority.key.pkey), privateKeyPEM: key.pkcs8PEM())
    }
}
