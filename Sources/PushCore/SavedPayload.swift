import Foundation

/// A payload saved under a name with the header fields it goes with; absent fields fall back to the
/// profile's defaults when it is sent.
public struct SavedPayload: Sendable, Equatable, Codable {
    /// The name it is listed and opened by, unique within its profile.
    public var name: String
    /// The payload JSON text, as written.
    public var payload: String
    /// The push value saved with it: push type, priority, expiration (UNIX seconds), collapse ID,
    /// a topic that replaces the profile's, and any other `apns-*` header.
    public var headers: PushHeaders

    /// A saved payload with the push value it goes with.
    public init(name: String, payload: String, headers: PushHeaders = PushHeaders()) {
        self.name = name
        self.payload = payload
        self.headers = headers
    }

    /// A saved payload; only `name` and `payload` are required.
    public init(name: String, payload: String, pushType: String? = nil, priority: Int? = nil, expiration: Int? = nil,
                collapseID: String? = nil, topic: String? = nil) {
        self.init(name: name, payload: payload,
                  headers: PushHeaders(pushType: pushType.map(PushType.init(rawValue:)), topic: topic, priority: priority,
                                       expiration: expiration, collapseID: collapseID))
    }

    private enum CodingKeys: String, CodingKey {
        case name, payload, pushType, priority, expiration, collapseID, topic
        /// Every other header of the push value, by wire name.
        case otherHeaders
    }

    /// The headers the file has always kept as members of their own.
    private static let membersOfTheirOwn: Set<String> = [APNsHeaderName.pushType, APNsHeaderName.priority, APNsHeaderName.expiration,
                                                         APNsHeaderName.collapseID, APNsHeaderName.topic]

    /// Reads an entry of the library file: the push type, priority, expiration, collapse ID and
    /// topic are members of their own, as they have always been; every other header of the push
    /// value is in an `otherHeaders` object by wire name, so a header added to ``PushHeaders``
    /// is kept without a change here.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        payload = try container.decode(String.self, forKey: .payload)
        let other = try container.decodeIfPresent([String: String].self, forKey: .otherHeaders) ?? [:]
        do {
            headers = try PushHeaders(fields: other.sorted { $0.key < $1.key }.compactMap { name, value in
                Self.membersOfTheirOwn.contains(name.lowercased()) ? nil : HTTPHeader(name: name, value: value)
            })
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .otherHeaders, in: container, debugDescription: error.description)
        }
        headers.pushType = try container.decodeIfPresent(String.self, forKey: .pushType).map(PushType.init(rawValue:))
        headers.topic = try container.decodeIfPresent(String.self, forKey: .topic)
        headers.priority = try container.decodeIfPresent(Int.self, forKey: .priority)
        headers.expiration = try container.decodeIfPresent(Int.self, forKey: .expiration)
        headers.collapseID = try container.decodeIfPresent(String.self, forKey: .collapseID)
    }

    /// Writes the entry as ``init(from:)`` reads it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(payload, forKey: .payload)
        try container.encodeIfPresent(headers.pushType?.rawValue, forKey: .pushType)
        try container.encodeIfPresent(headers.priority, forKey: .priority)
        try container.encodeIfPresent(headers.expiration, forKey: .expiration)
        try container.encodeIfPresent(headers.collapseID, forKey: .collapseID)
        try container.encodeIfPresent(headers.topic, forKey: .topic)
        let other = headers.fields.filter { !Self.membersOfTheirOwn.contains($0.name) }
        if !other.isEmpty {
            try container.encode(Dictionary(other.map { ($0.name, $0.value) }) { _, last in last }, forKey: .otherHeaders)
        }
    }

    /// The longest name accepted: enough for a description, short enough for a menu.
    public static let maximumNameLength = 80

    /// Why `name` cannot name a saved payload ("is empty", "is a built-in template's name; choose
    /// another"), or nil when it can: printable on one line, and not hiding a built-in template.
    /// The one rule for the library file, the CLI and the console.
    public static func nameProblem(_ name: String) -> String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty" }
        if name.count > maximumNameLength { return "is longer than \(maximumNameLength) characters" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "contains a control character" }
        if PayloadTemplate.isBuiltInName(name) {
            return "is a built-in template's name; choose another"
        }
        return nil
    }
}
