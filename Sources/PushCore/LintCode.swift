/// The stable identifiers of the linter's rules, for filters, tests and documentation.
public enum LintCode: String, Sendable, CaseIterable {
    /// The payload is not JSON.
    case payloadSyntax = "payload.syntax"
    /// The payload is over the push type's limit.
    case payloadTooLarge = "payload.tooLarge"
    /// The payload is not a JSON object.
    case payloadNotObject = "payload.notObject"
    /// An object repeats a key.
    case duplicateKey = "payload.duplicateKey"
    /// A top-level key differs from `aps` only in case.
    case shadowsAPS = "payload.shadowsAps"
    /// There is no `aps` member.
    case apsMissing = "aps.missing"
    /// `aps` is not an object.
    case apsNotObject = "aps.notObject"
    /// `aps` holds a key Apple does not document.
    case apsUnknownKey = "aps.unknownKey"
    /// An alert push with no alert, badge or sound.
    case nothingToShow = "aps.nothingToShow"
    /// `badge` is not a whole number.
    case badge = "aps.badge"
    /// `sound` has the wrong shape.
    case sound = "aps.sound"
    /// `interruption-level` is not a known level.
    case interruptionLevel = "aps.interruptionLevel"
    /// `relevance-score` is not a number in 0...1.
    case relevanceScore = "aps.relevanceScore"
    /// A background push without `content-available: 1`.
    case backgroundContentAvailable = "background.contentAvailable"
    /// A background push that also shows something.
    case backgroundVisible = "background.visible"
    /// A priority other than 10, 5 or 1.
    case priorityInvalid = "priority.invalid"
    /// A priority the push type does not allow.
    case priorityNotAllowed = "priority.notForPushType"
    /// No topic.
    case topicMissing = "topic.missing"
    /// A topic whose suffix does not fit the push type.
    case topicSuffix = "topic.suffix"
    /// A collapse ID over 64 bytes.
    case collapseIDTooLong = "collapseID.tooLong"
    /// An `apns-id` that is not a canonical UUID.
    case apnsIDNotCanonical = "apnsID.notCanonical"
    /// A negative expiration.
    case expirationInvalid = "expiration.invalid"
    /// An expiration so small it is surely a duration meant as an absolute time.
    case expirationLooksLikeDuration = "expiration.looksLikeDuration"
    /// A Live Activity payload without a key its event needs.
    case liveActivityMissingKey = "liveActivity.missingKey"
    /// A Live Activity `event` other than start, update or end.
    case liveActivityEvent = "liveActivity.event"
    /// A push type Apple does not document.
    case pushTypeUnknown = "pushType.unknown"
    /// A device token that is not 64 hex digits.
    case tokenLength = "token.length"
    /// An FCM message without exactly one of `token`, `topic`, `condition`.
    case fcmTarget = "fcm.target"
    /// An FCM `data` value (or `apns.headers` value) that is not a string.
    case fcmNotString = "fcm.notString"
    /// An FCM `android`, `apns`, `webpush`, `notification` or `data` block that is not an object.
    case fcmBlockNotObject = "fcm.blockNotObject"
    /// An FCM `data` key Google reserves (`from`, `message_type`, `google.*`, `gcm.*`).
    case fcmReservedKey = "fcm.reservedKey"
    /// A topic or push type a provider certificate does not carry (``CertificateTopicRules``).
    case certificateTopic = "certificate.topic"
}
