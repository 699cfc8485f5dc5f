import PushCore

/// Apple's private X.509 extensions on APNs provider certificates, the one place their OIDs live.
///
/// - `1.2.840.113635.100.6.3.1`: valid for the development (sandbox) environment; value `NULL`.
/// - `1.2.840.113635.100.6.3.2`: valid for production; value `NULL`. The universal
///   "Apple Push Services" certificate carries both.
/// - `1.2.840.113635.100.6.3.6`: the topics the certificate may push to, a DER `SEQUENCE` of
///   `UTF8String` topic names, each followed by a `SEQUENCE` of `UTF8String` kinds:
///   `SEQUENCE { "com.example.app", SEQUENCE { "app" }, "com.example.app.voip", SEQUENCE { "voip" }, … }`.
///
/// Sources: Apple, [Establishing a certificate-based connection to APNs](https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns)
/// and [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
/// (topics in 1.2.840.113635.100.6.3.6); the encoding as read by pushy
/// (`TopicUtil.extractApnsTopicsFromCertificate`, github.com/jchambers/pushy), by SilentCircle's
/// apns_erl_util (`src/apns_cert.erl`, which documents a decoded sample of exactly this shape) and by
/// Knuff (`APNSSecIdentityType.m`); node-apn checks the two environment OIDs
/// (`lib/credentials/certificate/oids.js`).
enum ApplePushExtension {
    static let developmentOID = "1.2.840.113635.100.6.3.1"
    static let productionOID = "1.2.840.113635.100.6.3.2"
    static let topicsOID = "1.2.840.113635.100.6.3.6"

    /// The environment each marker extension stands for.
    static let environmentOIDs: [(environment: APNsEnvironment, oid: String)] = [
        (.sandbox, developmentOID),
        (.production, productionOID),
    ]

    /// The topics extension's value for `topics`.
    static func encodeTopics(_ topics: [CertificateTopic]) -> [UInt8] {
        DER.sequence(topics.flatMap { topic in
            [DER.utf8String(topic.name), DER.sequence(topic.kinds.map { DER.utf8String($0.rawValue) })]
        })
    }

    /// The topics in the extension's value, or nil when it is not the expected shape. A topic
    /// name without a following kinds SEQUENCE is kept with no kinds, as pushy keeps every string.
    static func decodeTopics(_ value: ArraySlice<UInt8>) -> [CertificateTopic]? {
        guard let outer = DER.elements(in: value), outer.count == 1, let members = outer[0].children else { return nil }
        var topics: [CertificateTopic] = []
        for member in members {
            if let name = member.text {
                topics.append(CertificateTopic(name: name, kinds: []))
            } else if let kinds = member.children, let last = topics.popLast() {
                let names = kinds.compactMap(\.text).map(CertificateTopicKind.init(rawValue:))
                topics.append(CertificateTopic(name: last.name, kinds: last.kinds + names))
            } else {
                return nil
            }
        }
        return topics
    }
}
