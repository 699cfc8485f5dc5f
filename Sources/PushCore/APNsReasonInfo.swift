/// What one ``APNsReason`` means and what to do about it: the single table behind every reason.
///
/// `isRetryable` says whether sending the same notification again later can succeed without the
/// user changing anything. Apple's never-retry list (`BadDeviceToken`, `DeviceTokenNotForTopic`,
/// `Forbidden`, `ExpiredToken`, `Unregistered`, `PayloadTooLarge`) is never retryable; 5xx reasons
/// are, after a back-off (Apple suggests 15 minutes). See
/// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public struct APNsReasonInfo: Sendable, Equatable {
    /// The reason.
    public let reason: APNsReason
    /// The documented HTTP status.
    public let status: Int
    /// What happened, in plain English.
    public let explanation: String
    /// What the user should do.
    public let whatToDo: String
    /// Whether the same request may succeed when sent again later.
    public let isRetryable: Bool
    /// How pushtui classifies the result.
    public let outcome: PushOutcome

    static let byReason: [APNsReason: APNsReasonInfo] = Dictionary(
        table.map { ($0.reason, $0) }, uniquingKeysWith: { first, _ in first })

    private init(_ reason: APNsReason, _ status: Int, _ outcome: PushOutcome, retryable: Bool = false,
                 _ explanation: String, _ whatToDo: String) {
        self.reason = reason
        self.status = status
        self.outcome = outcome
        self.isRetryable = retryable
        self.explanation = explanation
        self.whatToDo = whatToDo
    }

    private static let environmentKeyExplanation =
        "The provider token was signed with a key for the other environment (sandbox versus production)."
    private static let environmentKeyAdvice =
        "Use a key enabled for this environment, or send to the other host; then open a new connection."

    static let table: [APNsReasonInfo] = [
        // 400
        .init(.badCollapseID, 400, .invalidMessage,
              "The collapse ID is longer than 64 bytes.",
              "Shorten apns-collapse-id to at most 64 UTF-8 bytes."),
        .init(.badDeviceToken, 400, .invalidTarget,
              "The device token is malformed, or it belongs to the other environment (sandbox versus production).",
              "Check the token is complete hex, and that a development build's token goes to the sandbox host. Do not retry as is."),
        .init(.badExpirationDate, 400, .invalidMessage,
              "apns-expiration is not a valid UNIX time in seconds.",
              "Send whole UNIX seconds (an absolute time, not a duration), or 0 for a single attempt."),
        .init(.badMessageID, 400, .invalidMessage,
              "apns-id is not a canonical UUID.",
              "Send a lowercase UUID in 8-4-4-4-12 form, or leave apns-id out and let APNs make one."),
        .init(.badPriority, 400, .invalidMessage,
              "apns-priority is not a value APNs accepts for this push type.",
              "Use 10, 5 or 1; background pushes need 5 and Live Activities 5 or 10."),
        .init(.badTopic, 400, .invalidTarget,
              "apns-topic is not valid.",
              "Use the app's bundle ID with the suffix the push type needs, for example .voip for VoIP."),
        .init(.deviceTokenNotForTopic, 400, .invalidTarget,
              "The device token does not belong to this topic (another app, or another push type's token).",
              "Check the bundle ID and that the token came from this app; do not retry as is."),
        .init(.duplicateHeaders, 400, .invalidMessage,
              "A header was sent more than once.",
              "Send each apns- header once."),
        .init(.idleTimeout, 400, .unavailable, retryable: true,
              "APNs closed the connection because it was idle.",
              "Open a new connection and send again; ping idle connections about once an hour."),
        .init(.invalidPushType, 400, .invalidMessage,
              "apns-push-type is not a value APNs knows.",
              "Use one of Apple's push types, such as alert, background, voip or liveactivity."),
        .init(.missingDeviceToken, 400, .invalidTarget,
              "The request path has no device token.",
              "Send to /3/device/<hex token>."),
        .init(.missingTopic, 400, .invalidTarget,
              "apns-topic is required for this connection but was not sent.",
              "Send apns-topic with the app's bundle ID; token-based connections always need it."),
        .init(.payloadEmpty, 400, .invalidMessage,
              "The request body is empty.",
              "Send a JSON payload such as {\"aps\":{\"alert\":\"Hello\"}}."),
        .init(.topicDisallowed, 400, .invalidTarget,
              "Pushing to this topic is not allowed.",
              "Check the topic's suffix fits the push type and that the key or certificate covers the topic."),
        // 403
        .init(.badCertificate, 403, .unauthorized,
              "The client certificate is not valid.",
              "Export a current APNs certificate with its private key and try again."),
        .init(.badCertificateEnvironment, 403, .unauthorized,
              "The client certificate is for the other environment.",
              "Use a sandbox certificate with the sandbox host and a production one with production, or a universal certificate."),
        .init(.expiredProviderToken, 403, .unauthorized, retryable: true,
              "The provider token's issue time (iat) is more than an hour old.",
              "Sign a fresh token (at most every 20 minutes) and send again; check the clock is synchronised."),
        .init(.forbidden, 403, .unauthorized,
              "APNs does not allow this action.",
              "Check the key or certificate has the push capability for this app; do not retry as is."),
        .init(.invalidProviderToken, 403, .unauthorized,
              "The provider token is invalid: unknown key ID or team ID, or a signature APNs cannot verify.",
              "Check the key ID, team ID and .p8 key belong together and the key is not revoked."),
        .init(.missingProviderToken, 403, .unauthorized,
              "The request had neither a client certificate nor a provider token.",
              "Send authorization: bearer <JWT>, or connect with an APNs certificate."),
        .init(.unrelatedKeyIDInToken, 403, .unauthorized, retryable: true,
              "The token's key is not related to the key first used on this connection.",
              "Open a new connection for this key and send again."),
        .init(.badEnvironmentKeyIDInToken, 403, .unauthorized, environmentKeyExplanation, environmentKeyAdvice),
        .init(.badEnvironmentKeyInToken, 403, .unauthorized, environmentKeyExplanation, environmentKeyAdvice),
        // 404, 405
        .init(.badPath, 404, .invalidTarget,
              "The request path is not valid.",
              "Send to /3/device/<hex token>."),
        .init(.methodNotAllowed, 405, .invalidMessage,
              "The request method was not POST.",
              "Send notifications with POST."),
        // 410
        .init(.expiredToken, 410, .unregistered,
              "The device token has expired.",
              "Stop sending to this token and wait for the app to register a new one."),
        .init(.unregistered, 410, .unregistered,
              "The device token is no longer active for this topic, usually because the app was removed.",
              "Stop sending to this token unless the app registers it again after the returned timestamp."),
        // 413
        .init(.payloadTooLarge, 413, .invalidMessage,
              "The payload is larger than the push type allows (4,096 bytes; 5,120 for VoIP).",
              "Shorten the payload; send large content by reference and fetch it in the app."),
        // 429
        .init(.tooManyProviderTokenUpdates, 429, .rateLimited, retryable: true,
              "The provider token changed more than once in 20 minutes on this connection.",
              "Reuse one token for 20 to 60 minutes; wait before sending on this connection again."),
        .init(.tooManyRequests, 429, .rateLimited, retryable: true,
              "Too many notifications went to this device token in a short time.",
              "Wait, honour Retry-After if present, and send less often to this device."),
        // 500, 503
        .init(.internalServerError, 500, .unavailable, retryable: true,
              "APNs had an internal error.",
              "Send again later with back-off (Apple suggests after 15 minutes)."),
        .init(.serviceUnavailable, 503, .unavailable, retryable: true,
              "APNs is unavailable.",
              "Send again later with back-off (Apple suggests after 15 minutes)."),
        .init(.shutdown, 503, .unavailable, retryable: true,
              "This APNs server is shutting down.",
              "Open a new connection and send again."),
        // Broadcast and channel management
        .init(.featureNotEnabled, 400, .unauthorized,
              "Broadcast push is not enabled for this App ID.",
              "Enable the broadcast capability for the App ID on developer.apple.com."),
        .init(.missingChannelID, 400, .invalidTarget,
              "The request has no apns-channel-id header.",
              "Send the channel's ID in apns-channel-id."),
        .init(.badChannelID, 400, .invalidTarget,
              "apns-channel-id is badly encoded or too long.",
              "Send the base64 channel ID exactly as APNs returned it."),
        .init(.channelNotRegistered, 400, .invalidTarget,
              "The channel does not exist in this environment.",
              "Create the channel first, or check it belongs to this environment and was not deleted."),
        .init(.badRequestParams, 400, .invalidMessage,
              "The request body has an attribute APNs does not know.",
              "Remove the unknown attribute from the body."),
        .init(.badRequestPayload, 400, .invalidMessage,
              "The request body is not valid JSON.",
              "Fix the JSON syntax of the payload."),
        .init(.missingPushType, 400, .invalidMessage,
              "The request has no apns-push-type header.",
              "Send apns-push-type (liveactivity for broadcasts)."),
        .init(.cannotCreateChannelConfig, 400, .failed,
              "The app has reached its limit of channels in this environment (10,000).",
              "Delete channels that are no longer used, then create the new one."),
        .init(.topicMismatch, 403, .unauthorized,
              "The key's or certificate's bundle IDs do not include the bundle ID in the path.",
              "Use credentials for this app, or fix the bundle ID in the path."),
    ]
}
