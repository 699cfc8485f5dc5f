/// What a provider certificate's topics allow: APNs answers `TopicDisallowed` when the topic is
/// not among them, and a push type whose topic suffix (`.voip`, `.complication`) no topic has
/// cannot be sent with the certificate at all. Shared by the CLI and the console.
public enum CertificateTopicRules {
    /// One warning per problem (none when the certificate lists no topics).
    public static func findings(topic: String, pushType: PushType, certificateTopics topics: [String]) -> [LintFinding] {
        guard !topics.isEmpty else { return [] }
        let listed = topics.joined(separator: ", ")
        var lines: [String] = []
        if !topic.isEmpty, !topics.contains(topic) {
            lines.append("topic '\(topic)' is not among the certificate's topics (\(listed)); APNs answers TopicDisallowed")
        }
        if let suffix = pushType.topicSuffix, !topics.contains(where: { $0.hasSuffix(suffix) }) {
            lines.append("\(pushType) pushes need a topic ending in '\(suffix)' and the certificate has none (\(listed)); APNs answers TopicDisallowed")
        }
        return lines.map { LintFinding(severity: .warning, code: .certificateTopic, message: $0) }
    }
}
