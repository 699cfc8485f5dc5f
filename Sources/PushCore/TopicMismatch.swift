/// How a topic fails to fit a push type; see ``PushType/topicMismatch(_:)``.
public enum TopicMismatch: Sendable, Equatable {
    /// The type needs a topic ending in this suffix, for example `.voip`.
    case missingSuffix(String)
    /// The topic ends with the suffix of another push type.
    case foreignSuffix(String, of: PushType)
}
