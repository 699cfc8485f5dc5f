import COpenSSL
import Foundation
import PushCore

/// What pushtui reads from an APNs provider certificate: who it is for, when it is valid, which
/// environments and topics it covers.
///
/// Apple's facts (see ``ApplePushExtension`` for the OIDs and their encoding):
/// [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns),
/// [Communicate with APNs using a TLS certificate](https://developer.apple.com/help/account/capabilities/communicate-with-apns-using-a-tls-certificate).
public struct CertificateInfo: Hashable, Sendable {
    /// CN, UID (bundle ID), OU (team ID), O, C.
    public let subject: CertificateSubject
    /// The issuer's common name, e.g. `Apple Worldwide Developer Relations Certification Authority`.
    public let issuerCommonName: String?
    /// The first moment the certificate is valid.
    public let notBefore: Date
    /// The last moment the certificate is valid.
    public let notAfter: Date
    /// The APNs environments the certificate is marked for: sandbox (1.2.840.113635.100.6.3.1),
    /// production (…6.3.2), both for the universal "Apple Push Services" certificate, none for a
    /// certificate that is not an APNs provider certificate at all.
    public let environments: Set<APNsEnvironment>
    /// The topics from Apple's topics extension (…6.3.6), in the certificate's order; empty
    /// when the certificate has no such extension (older single-topic certificates).
    public let topics: [CertificateTopic]

    /// Builds the info from its parts (for tests and previews).
    public init(subject: CertificateSubject, issuerCommonName: String?, notBefore: Date, notAfter: Date,
                environments: Set<APNsEnvironment>, topics: [CertificateTopic]) {
        self.subject = subject
        self.issuerCommonName = issuerCommonName
        self.notBefore = notBefore
        self.notAfter = notAfter
        self.environments = environments
        self.topics = topics
    }

    /// Reads a DER certificate (an `aps.cer` download, or what a TLS peer presented).
    public init(der: [UInt8]) throws(IdentityLoadError) {
        OpenSSLErrorQueue.clear()
        guard let certificate = X509Fields.decode(der: der) else {
            throw IdentityLoadError(.notACertificate(found: "bytes that are not a DER certificate: \(OpenSSLErrorQueue.drain())"))
        }
        defer { X509_free(certificate) }
        try self.init(certificate: certificate)
    }

    /// Reads the first `-----BEGIN CERTIFICATE-----` block of a PEM text.
    public init(pem: String) throws(IdentityLoadError) {
        let document = PEMDocument(pem)
        guard let block = document.first(labeled: ClientIdentity.certificateLabels) else {
            throw IdentityLoadError(.notACertificate(found: ClientIdentity.described(document)))
        }
        OpenSSLErrorQueue.clear()
        guard let certificate = X509Fields.decode(pem: block.text) else {
            throw IdentityLoadError(.damaged(detail: OpenSSLErrorQueue.drain()))
        }
        defer { X509_free(certificate) }
        try self.init(certificate: certificate)
    }

    /// Reads an OpenSSL `X509` the caller keeps owning.
    init(certificate: OpaquePointer) throws(IdentityLoadError) {
        guard let notBefore = X509Fields.date(X509_get0_notBefore(certificate)),
              let notAfter = X509Fields.date(X509_get0_notAfter(certificate))
        else { throw IdentityLoadError(.damaged(detail: "the validity dates cannot be read")) }
        let name = X509_get_subject_name(certificate)
        subject = CertificateSubject(
            commonName: X509Fields.entry(NID_commonName, in: name),
            userID: X509Fields.entry(NID_userId, in: name),
            organizationalUnit: X509Fields.entry(NID_organizationalUnitName, in: name),
            organization: X509Fields.entry(NID_organizationName, in: name),
            country: X509Fields.entry(NID_countryName, in: name))
        issuerCommonName = X509Fields.entry(NID_commonName, in: X509_get_issuer_name(certificate))
        self.notBefore = notBefore
        self.notAfter = notAfter
        environments = Set(ApplePushExtension.environmentOIDs.compactMap { marker in
            X509Fields.extensionValue(marker.oid, in: certificate) == nil ? nil : marker.environment
        })
        if let value = X509Fields.extensionValue(ApplePushExtension.topicsOID, in: certificate) {
            guard let topics = ApplePushExtension.decodeTopics(value[...]) else {
                throw IdentityLoadError(.damaged(detail: "Apple's topics extension (\(ApplePushExtension.topicsOID)) is not a SEQUENCE of topic names and kinds"))
            }
            self.topics = topics
        } else {
            topics = []
        }
    }

    /// Whether the certificate is an APNs provider certificate (it names at least one environment).
    public var isPushCertificate: Bool { !environments.isEmpty }

    /// The topics a request on this certificate may name: the topics extension, or the UID for
    /// an older certificate without one.
    public var topicNames: [String] {
        topics.isEmpty ? subject.userID.map { [$0] } ?? [] : topics.map(\.name)
    }

    /// The topic APNs uses when a request has no `apns-topic`: the subject UID (the bundle ID),
    /// else the first topic of kind `app`, else the first topic.
    public var defaultTopic: String? {
        subject.userID ?? topics.first { $0.kinds.contains(.app) }?.name ?? topics.first?.name
    }

    /// Whether a request on this certificate must name its topic: APNs answers `400 MissingTopic`
    /// when `apns-topic` is absent and the certificate covers several topics.
    public var requiresTopicHeader: Bool { topicNames.count > 1 }

    /// Whether `now` lies within `notBefore...notAfter`.
    public func isValid(at now: Date) -> Bool {
        notBefore <= now && now <= notAfter
    }

    /// Whether the certificate expires within `days` days of `now` (or has already expired):
    /// the 30-day renewal warning. Apple advises renewing before expiry.
    public func expiresWithin(days: Int, now: Date) -> Bool {
        notAfter.timeIntervalSince(now) < TimeInterval(days) * 86_400
    }

    /// Whole days from `now` until expiry, negative once expired.
    public func daysUntilExpiry(now: Date) -> Int {
        Int((notAfter.timeIntervalSince(now) / 86_400).rounded(.down))
    }
}
