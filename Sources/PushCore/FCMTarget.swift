/// Where an FCM message goes: exactly one registration token, topic, condition or Firebase
/// Installation ID.
///
/// App-internal, hence an enum. See https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages
public enum FCMTarget: Sendable, Equatable {
    /// A registration token from the app's Firebase SDK, kept opaque.
    case token(String)
    /// A topic name, without the `/topics/` prefix.
    case topic(String)
    /// A condition over topics such as `'a' in topics && 'b' in topics`.
    case condition(String)
    /// A Firebase Installation ID; Google's reference marks `token` deprecated in its favour.
    case fid(String)

    /// The message fields that name a target; a message carries exactly one.
    public static let fieldNames = ["token", "topic", "condition", "fid"]

    /// The message field this target fills.
    public var fieldName: String {
        switch self {
        case .token: return "token"
        case .topic: return "topic"
        case .condition: return "condition"
        case .fid: return "fid"
        }
    }

    /// The field's value.
    public var value: String {
        switch self {
        case .token(let value), .topic(let value), .condition(let value), .fid(let value): return value
        }
    }

    /// The target a message names, when it names exactly one as a string; a documented request
    /// body `{"message": {…}}` is read as the message inside it.
    public init?(message: JSONValue) {
        let named = (FCMSendRequest.unwrapped(message).members ?? []).filter { Self.fieldNames.contains($0.key) }
        guard named.count == 1, let value = named[0].value.stringValue else { return nil }
        switch named[0].key {
        case "token": self = .token(value)
        case "topic": self = .topic(value)
        case "fid": self = .fid(value)
        default: self = .condition(value)
        }
    }
}
