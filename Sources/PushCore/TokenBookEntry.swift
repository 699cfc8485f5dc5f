/// One token in a profile's token book, with what APNs last said about it.
public struct TokenBookEntry: Sendable, Equatable {
    /// The name people know the device by, e.g. "Ana's iPhone".
    public var label: String
    /// The token, normalised by ``DeviceToken/init(parsing:)``.
    public var token: DeviceToken
    /// What the token was issued for.
    public var kind: TokenKind
    /// Free text.
    public var note: String?
    /// The last outcome recorded: an APNs reason such as `Unregistered` or an outcome label.
    public var lastOutcome: String?
    /// When ``lastOutcome`` was recorded, in the form ``ProfileTimestamp`` writes (`2026-11-02T10:15:00Z`).
    public var lastSeen: String?
    /// Members of the entry pushtui does not know, kept in file order so a save keeps them.
    public var unknownMembers: [JSONMember]

    /// An entry; a device token without history unless told otherwise.
    public init(label: String, token: DeviceToken, kind: TokenKind = .device, note: String? = nil,
                lastOutcome: String? = nil, lastSeen: String? = nil, unknownMembers: [JSONMember] = []) {
        self.label = label
        self.token = token
        self.kind = kind
        self.note = note
        self.lastOutcome = lastOutcome
        self.lastSeen = lastSeen
        self.unknownMembers = unknownMembers
    }

    /// The reasons after which APNs will never deliver to the token again: 410 `Unregistered`, and
    /// `BadDeviceToken` (which a token for the other environment also gets — see ``APNsEnvironment``).
    public static let deadReasons: Set<String> = [APNsReason.unregistered.rawValue, APNsReason.badDeviceToken.rawValue]

    /// Whether the last outcome says sending to this token is pointless.
    public var isDead: Bool {
        lastOutcome.map(Self.deadReasons.contains) ?? false
    }

    /// The day the token was found dead (`2026-11-02`), or nil when it is alive or the day is unknown.
    public var deadSince: String? {
        guard isDead, let lastSeen, lastSeen.utf8.count >= 10 else { return nil }
        return String(lastSeen.prefix(10))
    }

    /// A line for people, e.g. "Unregistered since 2026-11-02"; nil when the token is not dead.
    public var deadSummary: String? {
        guard isDead, let lastOutcome else { return nil }
        return deadSince.map { "\(lastOutcome) since \($0)" } ?? lastOutcome
    }
}
