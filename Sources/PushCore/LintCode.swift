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
    /// `alert` is neither a string nor an object, is empty, has an unknown key, or has
    /// `*-loc-args` that are not strings.
    case alert = "aps.alert"
    /// `badge` is not a whole number.
    case badge = "aps.badge"
    /// `sound` has the wrong shape.
    case sound = "aps.sound"
    /// `interruption-level` is not a known level.
    case interruptionLevel = "aps.interruptionLevel"
    /// `relevance-score` is not a number in 0...1.
    case relevanceScore = "aps.relevanceScore"
    /// `content-available` present but not the number 1 that Apple documents (`true`, `"1"`).
    case contentAvailable = "aps.contentAvailable"
    /// A background push without `content-available: 1`.
    case backgroundContentAvailable = "background.contentAvailable"
    /// A background push that also shows something.
    case backgroundVisible = "background.visible"
    /// A priority other than 10, 5 or 1.
    case priorityInvalid = "priority.invalid"
    /// A priority the push type does not allow.
    case priorityNotAllowed = "priority.notForPushType"
    /// A widgets or controls push without `content-changed` in `aps`.
    case contentChangedMissing = "contentChanged.missing"
    /// `content-changed` present but not `true`.
    case contentChanged = "aps.contentChanged"
    /// No topic.
    case topicMissing = "topic.missing"
    /// A topic whose suffix does not fit the push type.
    case topicSuffix = "topic.suffix"
    /// A bundle-ID topic that ends in another push type's suffix (`com.acme.voip` for an alert).
    case topicForeignSuffix = "topic.foreignSuffix"
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
    /// A Live Activity `timestamp` that is not a number of seconds (a string, or milliseconds).
    case liveActivityTimestamp = "liveActivity.timestamp"
    /// A Live Activity `stale-date` or `dismissal-date` that is not a number of seconds.
    case liveActivityDate = "liveActivity.date"
    /// A Live Activity `content-state` that is not an object.
    case liveActivityContentState = "liveActivity.contentState"
    /// A broadcast whose `event` is `start`: broadcasts cannot start an activity.
    case broadcastStart = "broadcast.start"
    /// A push type Apple does not document.
    case pushTypeUnknown = "pushType.unknown"
    /// A device token that is not 64 hex digits.
    case tokenLength = "token.length"
    /// An FCM message without exactly one of `token`, `topic`, `condition`, `fid`.
    case fcmTarget = "fcm.target"
    /// An FCM topic name or condition FCM refuses: a `/topics/` prefix, a character outside
    /// `[a-zA-Z0-9-_.~%]`, an empty name, or a condition over more than five topics.
    case fcmTopic = "fcm.topic"
    /// An FCM field whose value has the wrong type (a number for a string, a string for an object).
    case fcmType = "fcm.type"
    /// An FCM field name the message schema does not have (FCM: "Unknown name … Cannot find field").
    case fcmUnknownField = "fcm.unknownField"
    /// An FCM duration that is not a number of seconds with an `s` (`"3.5s"`).
    case fcmDuration = "fcm.duration"
    /// An FCM enum field with a value outside its enum (`android.priority: "urgent"`).
    case fcmEnum = "fcm.enum"
    /// An FCM `analytics_label` outside `[a-zA-Z0-9-_.~%]{1,50}`.
    case fcmAnalyticsLabel = "fcm.analyticsLabel"
    /// An FCM `data` key Google reserves (`from`, `message_type`, anything starting `google` or `gcm`).
    case fcmReservedKey = "fcm.reservedKey"
    /// FCM `apns.headers` asking for a background push at priority 10 (or FCM's default of 10).
    case fcmAPNsPriority = "fcm.apnsPriority"
    /// A value FCM accepts but that is likely not what is meant (`validate_only` inside the file,
    /// a `ttl` over four weeks).
    case fcmIgnored = "fcm.ignored"
    /// A topic or push type a provider certificate does not carry (``CertificateTopicRules``).
    case certificateTopic = "certificate.topic"
    /// A certificate that is not an APNs provider certificate, or not for the profile's
    /// environment (``ProviderCertificateRule``).
    case certificateEnvironment = "certificate.environment"
}
