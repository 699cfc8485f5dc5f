/// One token in a profile's token book, with what APNs or FCM last said about it.
public struct TokenBookEntry: Sendable, Equatable {
    /// The name people know the device by, e.g. "Ana's iPhone".
    public var label: String
    /// The token: a ``DeviceToken`` for the APNs kinds, a ``RegistrationToken`` for ``TokenKind/fcm``.
    public var token: BookToken
    /// What the token was issued for.
    public var kind: TokenKind
    /// Free text.
    public var note: String?
    /// The last outcome recorded: an APNs reason such as `Unregistered` or an outcome label.
    public var lastOutcome: String?
    /// When ``lastOutcome`` was recorded (when we learned it), in the form ``ProfileTimestamp`` writes
    /// (`2026-11-02T10:15:00Z`).
    public var lastSeen: String?
    /// Since when the service says the token has not been valid (APNs's `timestamp` of a 410), in the
    /// form ``ProfileTimestamp`` writes; nil when it did not say.
    public var invalidSince: String?
    /// What each APNs environment last said of the token: whether the token belongs to it.
    public var environments: [APNsEnvironment: EnvironmentAnswer] = [:]
    /// The topics APNs refused the token for (`DeviceTokenNotForTopic`), each with when it was
    /// learned (``ProfileTimestamp``): a VoIP topic to a device token, say.
    public var notForTopics: [String: String] = [:]
    /// Members of the entry pushtui does not know, kept in file order so a save keeps them.
    public var unknownMembers: [JSONMember]

    /// An APNs entry; a device token without history unless told otherwise.
    public init(label: String, token: DeviceToken, kind: TokenKind = .device, note: String? = nil,
                lastOutcome: String? = nil, lastSeen: String? = nil, invalidSince: String? = nil,
                unknownMembers: [JSONMember] = []) {
        self.init(label: label, token: .device(token), kind: kind, note: note, lastOutcome: lastOutcome, lastSeen: lastSeen,
                  invalidSince: invalidSince, unknownMembers: unknownMembers)
    }

    /// An FCM entry, of kind ``TokenKind/fcm``.
    public init(label: String, registrationToken: RegistrationToken, note: String? = nil,
                lastOutcome: String? = nil, lastSeen: String? = nil, invalidSince: String? = nil,
                unknownMembers: [JSONMember] = []) {
        self.init(label: label, token: .registration(registrationToken), kind: .fcm, note: note, lastOutcome: lastOutcome,
                  lastSeen: lastSeen, invalidSince: invalidSince, unknownMembers: unknownMembers)
    }

    private init(label: String, token: BookToken, kind: TokenKind, note: String?, lastOutcome: String?, lastSeen: String?,
                 invalidSince: String?, unknownMembers: [JSONMember]) {
        self.label = label
        self.token = token
        self.kind = kind
        self.note = note
        self.lastOutcome = lastOutcome
        self.lastSeen = lastSeen
        self.invalidSince = invalidSince
        self.unknownMembers = unknownMembers
    }

    /// The reasons after which the service will never deliver to the token again: APNs 410 `Unregistered`,
    /// `BadDeviceToken` (which a token for the other environment also gets — see ``APNsEnvironment``), and
    /// FCM 404 [`UNREGISTERED`](https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode).
    /// FCM's `INVALID_ARGUMENT` is left out: it blames the message as often as the token.
    public static let deadReasons: Set<String> = [APNsReason.unregistered.rawValue, APNsReason.badDeviceToken.rawValue,
                                                  FCMErrorCode.unregistered.rawValue]

    /// Whether sending to this token through `environment` (nil for FCM) is pointless: the service
    /// said the token is gone, or that environment said it does not know the token. A
    /// `BadDeviceToken` recorded before environments were (a book of an older pushtui) counts everywhere.
    public func isDead(in environment: APNsEnvironment?) -> Bool {
        deadSummary(in: environment) != nil
    }

    /// Why the token is dead for `environment`, for people: "Unregistered since 2026-11-02",
    /// "BadDeviceToken in production since 2026-12-02"; nil when it is not dead there.
    public func deadSummary(in environment: APNsEnvironment?) -> String? {
        if let lastOutcome, Self.deadReasons.contains(lastOutcome) {
            return deadDay.map { "\(lastOutcome) since \($0)" } ?? lastOutcome
        }
        guard let environment, let answer = environments[environment], !answer.knowsToken else { return nil }
        return "\(answer.outcome) in \(environment.rawValue) since \(answer.seen.prefix(10))"
    }

    /// The day the token died (`2026-11-02`): the day the service says it stopped being valid, else
    /// the day we learned it.
    private var deadDay: String? {
        guard let since = invalidSince ?? lastSeen, since.utf8.count >= 10 else { return nil }
        return String(since.prefix(10))
    }

    /// What the environments and topics said, for people: "sandbox ✓ · production ✗ BadDeviceToken
    /// 2026-12-02 · not for com.example.app.voip"; nil when nothing is known.
    public var knowledge: String? {
        let parts = APNsEnvironment.allCases.compactMap { environment in environments[environment]?.summary(for: environment) }
            + notForTopics.keys.sorted().map { "not for \($0)" }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Its dead mark and what the environments and topics said, for people: "✗ Unregistered since
    /// 2026-11-02 · sandbox ✓"; nil when nothing is known.
    public var marks: String? {
        let parts = [deadSummary(in: nil).map { "✗ " + $0 }, knowledge].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Lays `update` over the entry: the environment it was answered in learns whether it knows the
    /// token, the topic whether the token is for it, and a dead reason (or a delivery after one)
    /// becomes the last outcome. A `BadDeviceToken` with its environment known is that environment's
    /// answer only: the token may well belong to the other one.
    public mutating func learn(_ update: TokenOutcomeUpdate) {
        let seen = ProfileTimestamp.format(update.time)
        let delivered = update.outcome == PushOutcome.delivered.label
        if let environment = update.environment, EnvironmentAnswer.telling.contains(update.outcome) {
            environments[environment] = EnvironmentAnswer(outcome: update.outcome, seen: seen)
        }
        if let topic = update.topic {
            if update.outcome == APNsReason.deviceTokenNotForTopic.rawValue {
                notForTopics[topic] = seen
            } else if delivered {
                notForTopics[topic] = nil
            }
        }
        let environmentOnly = update.outcome == APNsReason.badDeviceToken.rawValue && update.environment != nil
        let marksDead = Self.deadReasons.contains(update.outcome) && !environmentOnly
        let revives = delivered && lastOutcome.map(Self.deadReasons.contains) == true
        guard marksDead || revives else { return }
        lastOutcome = update.outcome
        lastSeen = seen
        invalidSince = update.invalidSince.map(ProfileTimestamp.format)
    }

    /// The entry with its dead marks cleared: a dead last outcome and every environment's
    /// `BadDeviceToken`. What was delivered stays known.
    public func revived() -> TokenBookEntry {
        var entry = self
        if let lastOutcome, Self.deadReasons.contains(lastOutcome) {
            entry.lastOutcome = nil
            entry.lastSeen = nil
            entry.invalidSince = nil
        }
        entry.environments = environments.filter { $0.value.knowsToken }
        return entry
    }
}

extension Sequence<TokenBookEntry> {
    /// Whether this token book marks `token` dead for `environment` (nil for FCM).
    public func marksDead(_ token: BookToken, in environment: APNsEnvironment?) -> Bool {
        contains { $0.token == token && $0.isDead(in: environment) }
    }
}
