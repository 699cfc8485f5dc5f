/// One line of the push history: one push and how it ended, from the console or `pushtui send`.
/// Device tokens are kept shortened and no provider token, key or full JWT is ever held.
public struct HistoryRecord: Decodable, Equatable, Sendable {
    /// When the push ended (its answer arrived, or it failed), in seconds since 1970.
    public var time: Double
    /// The console's send number in its session, or the process ID of a `pushtui send`.
    public var send: Int
    /// The push's position in its send.
    public var index: Int
    /// The profile's name (empty without a profile).
    public var profile: String
    /// The profile's file, its identity (two profiles may share a name): the console always
    /// writes it, `pushtui send` when it sent through a profile; absent in records written before
    /// it was kept, which are matched to a profile by ``profile`` (name) instead.
    public var profileFile: String?
    /// `sandbox` or `production`.
    public var environment: String
    /// Sent to a custom endpoint (the simulator), not Apple's or Google's host.
    public var local: Bool
    /// The token book's label for the device, when it has one.
    public var label: String?
    /// The device token's last characters (or the FCM target, the channel ID), never a full token.
    public var token: String
    /// The push value as sent: every request header but `authorization` and `content-type`
    /// (a priority only when the push chose one), so a resend from the history sends the same
    /// headers and the details view shows them. The file keeps them as one `headers` object of
    /// wire names; records written before it read their `topic`, `pushType`, `priority` and
    /// `collapseID` members into it.
    public var headers: PushHeaders
    /// Where the push went: `host` for Apple's and Google's hosts, else `host:port`; absent in
    /// records written before it was kept.
    public var host: String?
    /// The wire body.
    public var body: String
    /// ``PushOutcome``'s raw value.
    public var outcome: String
    /// The HTTP status, when an answer arrived.
    public var status: Int?
    /// APNs's reason, when it gave one.
    public var reason: String?
    /// `apns-id` of the answer.
    public var apnsID: String?
    /// `apns-unique-id` of the answer (sandbox).
    public var uniqueID: String?
    /// The `timestamp` of an `Unregistered` answer, in milliseconds since 1970.
    public var timestamp: Int?
    /// `Retry-After` in seconds.
    public var retryAfter: Int?
    /// The ID of the `.p8` key that signed the provider token (never the token), for token auth.
    public var keyID: String?
    /// Time from handing the push to the transport to its answer.
    public var latencyMs: Int
    /// Why there is no answer (the transport's or the client's message).
    public var error: String?
    /// `send` for a push `pushtui send` made; absent for the console's own.
    public var via: String?
    /// `fcm` for an FCM message (its ``environment`` means nothing); absent for APNs.
    public var service: String?
    /// The Firebase project of an FCM message, when the profile names one.
    public var project: String?
    /// The process that wrote the record, when it says (the console does, so it can tell its own
    /// records from those of other processes that it follows in the file).
    public var pid: Int?

    /// A record with every field given.
    public init(time: Double, send: Int, index: Int, profile: String, environment: String, local: Bool, label: String?,
                token: String, headers: PushHeaders, body: String, outcome: String, status: Int?,
                reason: String?, apnsID: String?, uniqueID: String?, timestamp: Int?, retryAfter: Int?,
                latencyMs: Int, error: String?, via: String?, pid: Int? = nil) {
        self.time = time
        self.send = send
        self.index = index
        self.profile = profile
        self.environment = environment
        self.local = local
        self.label = label
        self.token = token
        self.headers = headers
        self.body = body
        self.outcome = outcome
        self.status = status
        self.reason = reason
        self.apnsID = apnsID
        self.uniqueID = uniqueID
        self.timestamp = timestamp
        self.retryAfter = retryAfter
        self.latencyMs = latencyMs
        self.error = error
        self.via = via
        self.pid = pid
    }

    /// `apns-topic` (empty when the push had none).
    public var topic: String { headers.topic ?? "" }

    /// `apns-push-type` (alert when the record names none).
    public var pushType: PushType { headers.pushType ?? .alert }

    /// Appends the record as one line of JSON, newline included, to `output`: members in name
    /// order, absent values left out (the only encoding the file knows; `Decodable` reads it back).
    /// Written member by member straight into the buffer, at a fraction of `JSONEncoder`'s cost per push.
    public func appendLine(to output: inout [UInt8]) {
        appendLine(to: &output, shared: nil)
    }

    /// The members the records of one send share (the body and the push value), encoded once for
    /// all of them by ``appendLine(to:shared:)`` instead of once per push.
    public struct SharedMembers: Sendable {
        let body: String
        let headers: PushHeaders
        let encodedBody: [UInt8]
        /// The `headers` object; nil when there are none (the member is left out).
        let encodedHeaders: [UInt8]?

        /// The shared members of `record`, encoded.
        public init(of record: HistoryRecord) {
            body = record.body
            headers = record.headers
            encodedBody = JSONObjectWriter.encodedString(record.body)
            encodedHeaders = JSONObjectWriter.encodedObject(fields: record.headers.fields)
        }

        /// Whether `record` has these members (a record of the same send).
        public func belong(to record: HistoryRecord) -> Bool {
            record.body == body && record.headers == headers
        }
    }

    /// ``appendLine(to:)`` with ``body`` and ``headers`` taken already encoded from `shared`, which
    /// must ``SharedMembers/belong(to:)`` this record: the same bytes.
    public func appendLine(to output: inout [UInt8], shared: SharedMembers?) {
        var object = JSONObjectWriter(appendingTo: &output, absent: .omitted)
        object.member("apnsID", apnsID)
        if let shared {
            object.member("body", encoded: shared.encodedBody)
        } else {
            object.member("body", body)
        }
        object.member("environment", environment)
        object.member("error", error)
        if let shared {
            if let headers = shared.encodedHeaders { object.member("headers", encoded: headers) }
        } else {
            object.member("headers", fields: headers.fields)
        }
        object.member("host", host)
        object.member("index", index)
        object.member("keyID", keyID)
        object.member("label", label)
        object.member("latencyMs", latencyMs)
        object.member("local", local)
        object.member("outcome", outcome)
        object.member("pid", pid)
        object.member("profile", profile)
        object.member("profileFile", profileFile)
        object.member("project", project)
        object.member("reason", reason)
        object.member("retryAfter", retryAfter)
        object.member("send", send)
        object.member("service", service)
        object.member("status", status)
        object.member("time", time)
        object.member("timestamp", timestamp)
        object.member("token", token)
        object.member("uniqueID", uniqueID)
        object.member("via", via)
        object.finish(into: &output)
        output.append(UInt8(ascii: "\n"))
    }
}

extension HistoryRecord {
    private enum CodingKeys: String, CodingKey {
        case time, send, index, profile, profileFile, environment, local, label, token, headers, host, body, outcome, status
        case reason, apnsID, uniqueID, timestamp, retryAfter, keyID, latencyMs, error, via, service, project, pid
        // Members of records written before `headers` held the push value.
        case topic, pushType, priority, collapseID
    }

    /// Reads a record of the file, old or new (see ``headers``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Double.self, forKey: .time)
        send = try container.decode(Int.self, forKey: .send)
        index = try container.decode(Int.self, forKey: .index)
        profile = try container.decode(String.self, forKey: .profile)
        profileFile = try container.decodeIfPresent(String.self, forKey: .profileFile)
        environment = try container.decode(String.self, forKey: .environment)
        local = try container.decode(Bool.self, forKey: .local)
        label = try container.decodeIfPresent(String.self, forKey: .label)
        token = try container.decode(String.self, forKey: .token)
        if let fields = try container.decodeIfPresent([String: String].self, forKey: .headers) {
            do {
                headers = try PushHeaders(fields: fields.sorted { $0.key < $1.key }.map { HTTPHeader(name: $0.key, value: $0.value) })
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .headers, in: container, debugDescription: error.description)
            }
        } else {
            // An FCM message has no APNs headers at all.
            headers = PushHeaders(pushType: try container.decodeIfPresent(String.self, forKey: .pushType).map(PushType.init(rawValue:)),
                                  topic: try container.decodeIfPresent(String.self, forKey: .topic),
                                  priority: try container.decodeIfPresent(Int.self, forKey: .priority),
                                  collapseID: try container.decodeIfPresent(String.self, forKey: .collapseID))
        }
        host = try container.decodeIfPresent(String.self, forKey: .host)
        body = try container.decode(String.self, forKey: .body)
        outcome = try container.decode(String.self, forKey: .outcome)
        status = try container.decodeIfPresent(Int.self, forKey: .status)
        reason = try container.decodeIfPresent(String.self, forKey: .reason)
        apnsID = try container.decodeIfPresent(String.self, forKey: .apnsID)
        uniqueID = try container.decodeIfPresent(String.self, forKey: .uniqueID)
        timestamp = try container.decodeIfPresent(Int.self, forKey: .timestamp)
        retryAfter = try container.decodeIfPresent(Int.self, forKey: .retryAfter)
        keyID = try container.decodeIfPresent(String.self, forKey: .keyID)
        latencyMs = try container.decode(Int.self, forKey: .latencyMs)
        error = try container.decodeIfPresent(String.self, forKey: .error)
        via = try container.decodeIfPresent(String.self, forKey: .via)
        service = try container.decodeIfPresent(String.self, forKey: .service)
        project = try container.decodeIfPresent(String.self, forKey: .project)
        pid = try container.decodeIfPresent(Int.self, forKey: .pid)
    }
}
