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

    /// Whether the last outcome says sending to this token is pointless.
    public var isDead: Bool {
        lastOutcome.map(Self.deadReasons.contains) ?? false
    }

    /// The day the token died (`2026-11-02`): the day the service says it stopped being valid, else
    /// the day we learned it; nil when it is alive or the day is unknown.
    public var deadSince: String? {
        guard isDead, let since = invalidSince ?? lastSeen, since.utf8.count >= 10 else { return nil }
        return String(since.prefix(10))
    }

    /// A line for people, e.g. "Unregistered since 2026-11-02"; nil when the token is not dead.
    public var deadSummary: String? {
        guard isDead, let lastOutcome else { return nil }
        return deadSince.map { "\(lastOutcome) since \($0)" } ?? lastOutcome
    }
}

extension Sequence<TokenBookEntry> {
    /// Whether this token book marks `token` dead.
    public func marksDead(_ token: BookToken) -> Bool {
        contains { $0.token == token && $0.isDead }
    }
}
