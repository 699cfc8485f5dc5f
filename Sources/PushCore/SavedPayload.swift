import Foundation

/// A payload saved under a name with the header fields it goes with; absent fields fall back to the
/// profile's defaults when it is sent.
public struct SavedPayload: Sendable, Equatable, Codable {
    /// The name it is listed and opened by, unique within its profile.
    public var name: String
    /// The payload JSON text, as written.
    public var payload: String
    /// `apns-push-type`.
    public var pushType: String?
    /// `apns-priority`.
    public var priority: Int?
    /// `apns-expiration`, UNIX seconds.
    public var expiration: Int?
    /// `apns-collapse-id`.
    public var collapseID: String?
    /// An `apns-topic` that replaces the profile's.
    public var topic: String?

    /// A saved payload; only `name` and `payload` are required.
    public init(name: String, payload: String, pushType: String? = nil, priority: Int? = nil, expiration: Int? = nil,
                collapseID: String? = nil, topic: String? = nil) {
        self.name = name
        self.payload = payload
        self.pushType = pushType
        self.priority = priority
        self.expiration = expiration
        self.collapseID = collapseID
        self.topic = topic
    }

    /// The header fields as profile defaults, each laid over `base` when present.
    public func defaults(over base: ProfileDefaults) -> ProfileDefaults {
        var defaults = base
        defaults.pushType = pushType.map(PushType.init(rawValue:)) ?? base.pushType
        defaults.priority = priority ?? base.priority
        defaults.expiration = expiration ?? base.expiration
        defaults.collapseID = collapseID ?? base.collapseID
        return defaults
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
        if PayloadTemplate.all.contains(where: { $0.name.lowercased() == name.lowercased() }) {
            return "is a built-in template's name; choose another"
        }
        return nil
    }
}
