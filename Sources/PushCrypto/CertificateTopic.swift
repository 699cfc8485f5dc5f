/// A topic a provider certificate may push to, with the kinds Apple lists for it.
public struct CertificateTopic: Hashable, Sendable, CustomStringConvertible {
    /// The `apns-topic` value, e.g. `com.example.app.voip`.
    public let name: String
    /// What the topic is for, e.g. `[.voip]`; empty when the certificate names none.
    public let kinds: [CertificateTopicKind]

    /// A topic with its kinds.
    public init(name: String, kinds: [CertificateTopicKind]) {
        self.name = name
        self.kinds = kinds
    }

    /// The topics Apple issues for an app with VoIP and complication pushes enabled, in
    /// Apple's order: `<bundle>` (app), `<bundle>.voip`, `<bundle>.complication`.
    public static func standard(bundleID: String, voip: Bool = false, complication: Bool = false) -> [CertificateTopic] {
        var topics = [CertificateTopic(name: bundleID, kinds: [.app])]
        if voip { topics.append(CertificateTopic(name: bundleID + ".voip", kinds: [.voip])) }
        if complication { topics.append(CertificateTopic(name: bundleID + ".complication", kinds: [.complication])) }
        return topics
    }

    /// `com.example.app.voip (voip)`.
    public var description: String {
        kinds.isEmpty ? name : "\(name) (\(kinds.map(\.rawValue).joined(separator: ", ")))"
    }
}
