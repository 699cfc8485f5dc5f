/// Everything an APNs push carries besides its payload and its device: the `apns-*` request
/// headers as one value. The request, the console's F2 form, the CLI's flags, the history record,
/// the log row, curl export and import, saved payloads and profile defaults all hold this value,
/// so a header added here reaches each of them through ``fields`` and ``init(fields:)``.
///
/// Every member is optional: absent means "not said here", and ``laid(over:)`` fills it from a
/// layer below (a saved payload over a profile's defaults). See
/// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public struct PushHeaders: Sendable, Hashable {
    /// `apns-push-type`; nil leaves it to the layer below (in the end, alert).
    public var pushType: PushType?
    /// `apns-topic`: the bundle ID with the push type's suffix; nil leaves it to the route.
    public var topic: String?
    /// `apns-priority`; nil sends the push type's ``PushType/defaultPriority``.
    public var priority: Int?
    /// `apns-expiration` in UNIX seconds (0: deliver now or never); nil leaves storage to APNs.
    public var expiration: Int?
    /// `apns-collapse-id`.
    public var collapseID: String?
    /// `apns-id`; nil lets APNs generate one.
    public var apnsID: String?
    /// `apns-*` headers this version does not name, in the order given: Apple may add one before
    /// pushtui knows it, and a push that carries one keeps it from import to history to resend.
    public var other: [HTTPHeader]

    /// A push value; every header unset unless given.
    public init(pushType: PushType? = nil, topic: String? = nil, priority: Int? = nil, expiration: Int? = nil,
                collapseID: String? = nil, apnsID: String? = nil, other: [HTTPHeader] = []) {
        self.pushType = pushType
        self.topic = topic
        self.priority = priority
        self.expiration = expiration
        self.collapseID = collapseID
        self.apnsID = apnsID
        self.other = other
    }

    /// Whether no header is set.
    public var isEmpty: Bool { self == PushHeaders() }

    /// This value with each header it leaves unset taken from `base`; `other` headers of `base`
    /// that this value does not name are kept too.
    public func laid(over base: PushHeaders) -> PushHeaders {
        var merged = base
        for field in Self.table {
            if let value = field.read(self) { _ = field.write(&merged, value) }
        }
        merged.other = base.other.filter { header in !other.contains { $0.name == header.name } } + other
        return merged
    }

    /// The headers that are set, as `name: value` pairs: the named ones in sending order
    /// (push type, topic, priority, expiration, collapse ID, apns-id), then ``other``. The one list
    /// behind the wire headers, the history record and curl export.
    public var fields: [HTTPHeader] {
        Self.table.compactMap { field in field.read(self).map { HTTPHeader(name: field.name, value: $0) } } + other
    }

    /// The priority a push of this value is sent with: the chosen one, else the push type's default
    /// (an unset push type is alert).
    public var effectivePriority: Int {
        priority ?? (pushType ?? .alert).defaultPriority
    }

    /// The request headers APNs receives for a push of this value, in sending order: the one
    /// function behind the sender, `--dry-run`, curl export and the console's details.
    ///
    /// `authorization: bearer <authorization>` when a provider token is given; `apns-push-type`
    /// (alert when unset) and `apns-priority` always (the priority explicitly, because APNs assumes
    /// 10 when it is absent, which is wrong for background); then the other headers of
    /// ``fields`` that are set; `content-type: application/json` last (APNs does not need it, but
    /// without it libcurl would label the body as a form).
    ///
    /// - Parameter authorization: the provider JWT without the `bearer ` prefix, or nil for a
    ///   certificate connection.
    public func wireHeaders(authorization: String?) throws(PushRequestError) -> [HTTPHeader] {
        var list = HeaderList()
        try list.add(APNsHeaderName.authorization, authorization.map { "bearer " + $0 })
        var sent = self
        (sent.pushType, sent.priority) = (pushType ?? .alert, effectivePriority)
        if sent.topic?.isEmpty == true { sent.topic = nil }
        for header in sent.fields { try list.add(header.name, header.value) }
        try list.add(APNsHeaderName.contentType, "application/json")
        return list.headers
    }

    /// The value `fields` describe (a history record, a curl command line): names are matched
    /// case-insensitively; a named header whose value does not read (`apns-priority: high`) is
    /// reported, and any other `apns-*` header is kept in ``other``. Headers outside the push value
    /// (`authorization`, `content-type`, …) are ignored.
    public init(fields: [HTTPHeader]) throws(PushHeadersError) {
        self.init()
        for header in fields { _ = try set(header) }
    }

    /// Sets the header `header` names (case-insensitively) to its value: a named one through its
    /// reading, any other `apns-*` one into ``other``. Returns false, changing nothing, for a
    /// header outside the push value (`authorization`, `content-type`, …).
    /// - Throws: ``PushHeadersError`` when a named header's text does not read.
    public mutating func set(_ header: HTTPHeader) throws(PushHeadersError) -> Bool {
        let name = header.name.lowercased()
        if let field = Self.table.first(where: { $0.name == name }) {
            guard field.write(&self, header.value) else { throw PushHeadersError(name: name, value: header.value) }
            return true
        }
        guard Self.isOtherPushHeader(name) else { return false }
        other.append(HTTPHeader(name: name, value: header.value))
        return true
    }

    /// Whether `name` (lowercase) is an `apns-*` request header of a device push that this version
    /// does not name: one for ``other``.
    public static func isOtherPushHeader(_ name: String) -> Bool {
        name.hasPrefix("apns-") && !notPushHeaders.contains(name) && !table.contains { $0.name == name }
    }

    /// `apns-*` names that belong to answers or to channel requests, never to a device push.
    private static let notPushHeaders: Set<String> = [APNsHeaderName.apnsUniqueID, APNsHeaderName.channelID,
                                                      APNsHeaderName.requestID]

    /// One named header of the value: its wire name and how its text reads and writes the member.
    private struct Field: Sendable {
        let name: String
        let read: @Sendable (PushHeaders) -> String?
        /// Sets the member from its wire text; false when the text does not read.
        let write: @Sendable (inout PushHeaders, String) -> Bool
    }

    /// The named headers in sending order: a header Apple adds is one entry here.
    private static let table: [Field] = [
        Field(name: APNsHeaderName.pushType, read: { $0.pushType?.rawValue }, write: { $0.pushType = PushType(rawValue: $1); return true }),
        Field(name: APNsHeaderName.topic, read: { $0.topic }, write: { $0.topic = $1; return true }),
        Field(name: APNsHeaderName.priority, read: { $0.priority.map(String.init) }, write: { headers, text in
            guard let number = APNsPriority.number(text) else { return false }
            headers.priority = number
            return true
        }),
        Field(name: APNsHeaderName.expiration, read: { $0.expiration.map(String.init) }, write: { headers, text in
            guard let seconds = Int(text), seconds >= 0 else { return false }
            headers.expiration = seconds
            return true
        }),
        Field(name: APNsHeaderName.collapseID, read: { $0.collapseID }, write: { $0.collapseID = $1; return true }),
        Field(name: APNsHeaderName.apnsID, read: { $0.apnsID }, write: { $0.apnsID = $1; return true }),
    ]
}

/// A header of the push value whose text does not read as its kind: `apns-priority: high`.
public struct PushHeadersError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The header's name.
    public var name: String
    /// The text found.
    public var value: String

    /// The header `name` whose text `value` does not read.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// One sentence for a person.
    public var description: String { "\(name) '\(value)' is not a value the header takes" }
}
