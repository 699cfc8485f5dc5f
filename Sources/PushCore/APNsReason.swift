/// The `reason` APNs puts in an error body (and in GOAWAY debug data).
///
/// An open set: every reason Apple documents is a static member whose `rawValue` is Apple's exact
/// string, and an unknown string is kept as it came. Status, explanation, advice, retry rule and
/// outcome for each known reason come from one table, ``APNsReasonInfo``. See
/// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns)
/// and [Handling error responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-error-responses-from-apns) (broadcast).
public struct APNsReason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Apple's exact string, for example `BadDeviceToken`.
    public let rawValue: String

    /// Wraps any reason string, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Apple's string.
    public var description: String { rawValue }

    // 400
    /// The collapse ID is longer than 64 bytes.
    public static let badCollapseID = APNsReason(rawValue: "BadCollapseId")
    /// The token is malformed, or belongs to the other environment.
    public static let badDeviceToken = APNsReason(rawValue: "BadDeviceToken")
    /// `apns-expiration` is not valid.
    public static let badExpirationDate = APNsReason(rawValue: "BadExpirationDate")
    /// `apns-id` is not a canonical UUID.
    public static let badMessageID = APNsReason(rawValue: "BadMessageId")
    /// `apns-priority` is not valid.
    public static let badPriority = APNsReason(rawValue: "BadPriority")
    /// `apns-topic` is not valid.
    public static let badTopic = APNsReason(rawValue: "BadTopic")
    /// The token does not belong to the topic.
    public static let deviceTokenNotForTopic = APNsReason(rawValue: "DeviceTokenNotForTopic")
    /// A header was repeated.
    public static let duplicateHeaders = APNsReason(rawValue: "DuplicateHeaders")
    /// The connection was idle too long.
    public static let idleTimeout = APNsReason(rawValue: "IdleTimeout")
    /// `apns-push-type` is not valid.
    public static let invalidPushType = APNsReason(rawValue: "InvalidPushType")
    /// The path has no device token.
    public static let missingDeviceToken = APNsReason(rawValue: "MissingDeviceToken")
    /// `apns-topic` is required but absent.
    public static let missingTopic = APNsReason(rawValue: "MissingTopic")
    /// The body is empty.
    public static let payloadEmpty = APNsReason(rawValue: "PayloadEmpty")
    /// Pushing to this topic is not allowed.
    public static let topicDisallowed = APNsReason(rawValue: "TopicDisallowed")
    // 403
    /// The client certificate is not valid.
    public static let badCertificate = APNsReason(rawValue: "BadCertificate")
    /// The client certificate is for the other environment.
    public static let badCertificateEnvironment = APNsReason(rawValue: "BadCertificateEnvironment")
    /// The provider token's `iat` is more than an hour old.
    public static let expiredProviderToken = APNsReason(rawValue: "ExpiredProviderToken")
    /// The action is not allowed.
    public static let forbidden = APNsReason(rawValue: "Forbidden")
    /// The provider token is invalid or its signature cannot be verified.
    public static let invalidProviderToken = APNsReason(rawValue: "InvalidProviderToken")
    /// Neither a certificate nor a provider token was given.
    public static let missingProviderToken = APNsReason(rawValue: "MissingProviderToken")
    /// The token's key is not related to the key first used on the connection.
    public static let unrelatedKeyIDInToken = APNsReason(rawValue: "UnrelatedKeyIdInToken")
    /// The token's key is for the other environment (Apple's documented spelling).
    public static let badEnvironmentKeyIDInToken = APNsReason(rawValue: "BadEnvironmentKeyIdInToken")
    /// The token's key is for the other environment (the spelling APNs has been observed to send).
    public static let badEnvironmentKeyInToken = APNsReason(rawValue: "BadEnvironmentKeyInToken")
    // 404, 405
    /// The `:path` is not valid.
    public static let badPath = APNsReason(rawValue: "BadPath")
    /// The method is not POST.
    public static let methodNotAllowed = APNsReason(rawValue: "MethodNotAllowed")
    // 410
    /// The device token has expired.
    public static let expiredToken = APNsReason(rawValue: "ExpiredToken")
    /// The token is no longer active for the topic.
    public static let unregistered = APNsReason(rawValue: "Unregistered")
    // 413
    /// The body is larger than the push type allows.
    public static let payloadTooLarge = APNsReason(rawValue: "PayloadTooLarge")
    // 429
    /// The provider token changed too often on the connection.
    public static let tooManyProviderTokenUpdates = APNsReason(rawValue: "TooManyProviderTokenUpdates")
    /// Too many requests to the same device token.
    public static let tooManyRequests = APNsReason(rawValue: "TooManyRequests")
    // 500, 503
    /// APNs had an internal error.
    public static let internalServerError = APNsReason(rawValue: "InternalServerError")
    /// APNs is unavailable.
    public static let serviceUnavailable = APNsReason(rawValue: "ServiceUnavailable")
    /// This APNs server is shutting down.
    public static let shutdown = APNsReason(rawValue: "Shutdown")
    // Broadcast and channel management
    /// Broadcast is not enabled for the App ID.
    public static let featureNotEnabled = APNsReason(rawValue: "FeatureNotEnabled")
    /// `apns-channel-id` is absent.
    public static let missingChannelID = APNsReason(rawValue: "MissingChannelId")
    /// `apns-channel-id` is badly encoded or too long.
    public static let badChannelID = APNsReason(rawValue: "BadChannelId")
    /// The channel does not exist.
    public static let channelNotRegistered = APNsReason(rawValue: "ChannelNotRegistered")
    /// The body has an unknown attribute.
    public static let badRequestParams = APNsReason(rawValue: "BadRequestParams")
    /// The body is not parseable JSON.
    public static let badRequestPayload = APNsReason(rawValue: "BadRequestPayload")
    /// `apns-push-type` is absent.
    public static let missingPushType = APNsReason(rawValue: "MissingPushType")
    /// The app has reached its channel limit.
    public static let cannotCreateChannelConfig = APNsReason(rawValue: "CannotCreateChannelConfig")
    /// The credentials' bundle IDs do not include the path's bundle ID.
    public static let topicMismatch = APNsReason(rawValue: "TopicMismatch")

    /// Every reason Apple documents, plus the observed `BadEnvironmentKeyInToken`.
    public static var known: [APNsReason] { APNsReasonInfo.table.map(\.reason) }

    /// Whether this reason is in the table.
    public var isKnown: Bool { APNsReasonInfo.byReason[self] != nil }

    /// The table entry, or nil for a reason Apple has not documented.
    public var info: APNsReasonInfo? { APNsReasonInfo.byReason[self] }

    /// The HTTP status Apple documents with the reason.
    public var status: Int? { info?.status }
}
