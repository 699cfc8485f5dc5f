/// Which push service a profile talks to.
///
/// App-internal, hence a closed enum. Each service has its own ``ProfileAuth`` case, and the
/// codec's exhaustive switches point at every place that has to learn about a new one.
public enum ProfileService: String, Sendable, CaseIterable {
    /// Apple Push Notification service.
    case apns
    /// Firebase Cloud Messaging HTTP v1 (https://firebase.google.com/docs/cloud-messaging/send-message).
    case fcm
}
