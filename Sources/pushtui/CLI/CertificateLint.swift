import PushCore
import PushCrypto

/// Warnings about a push that a provider certificate will not carry: APNs answers
/// `TopicDisallowed` when the topic is not among the certificate's topics, and a push type whose
/// topic suffix (`.voip`, `.complication`) no topic has cannot be sent with it at all.
enum CertificateLint {
    /// One line per problem, in the style of the payload linter's warnings.
    static func warnings(topic: String, pushType: PushType, info: CertificateInfo) -> [String] {
        let topics = info.topicNames
        guard !topics.isEmpty else { return [] }
        let listed = topics.joined(separator: ", ")
        var lines: [String] = []
        if !topic.isEmpty, !topics.contains(topic) {
            lines.append("warning: topic '\(topic)' is not among the certificate's topics (\(listed)); APNs answers TopicDisallowed")
        }
        if let suffix = pushType.topicSuffix, !topics.contains(where: { $0.hasSuffix(suffix) }) {
            lines.append("warning: \(pushType) pushes need a topic ending in '\(suffix)' and the certificate has none (\(listed)); APNs answers TopicDisallowed")
        }
        return lines
    }
}
