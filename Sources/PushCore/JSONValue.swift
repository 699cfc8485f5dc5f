/// A JSON value that keeps what a payload editor and APNs care about: the order of object members,
/// where each key stood, and every number's literal text.
///
/// Built by ``JSONParser``; turned back into bytes by ``wireBytes()``.
public enum JSONValue: Sendable, Equatable {
    /// An object with its members in source order; duplicate keys are kept so the linter can report them.
    case object([JSONMember])
    /// An array.
    case array([JSONValue])
    /// A string, escapes decoded.
    case string(String)
    /// A number with its literal text.
    case number(JSONNumber)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The value of the first member named `key`, when this is an object.
    public subscript(key: String) -> JSONValue? {
        member(named: key)?.value
    }

    /// The first member named `key`, when this is an object.
    public func member(named key: String) -> JSONMember? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }
    }

    /// The members, when this is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// A word for the kind of value, for messages: "object", "array", "string", "number", "boolean", "null".
    public var kindName: String {
        switch self {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }
}
