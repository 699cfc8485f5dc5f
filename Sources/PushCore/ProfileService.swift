/// Which push service a profile talks to.
///
/// App-internal, hence a closed enum: only APNs today. A later service (FCM) becomes a new case
/// here plus its own ``ProfileAuth`` case, and the codec's exhaustive switches point at every
/// place that has to learn about it.
public enum ProfileService: String, Sendable, CaseIterable {
    /// Apple Push Notification service.
    case apns
}
