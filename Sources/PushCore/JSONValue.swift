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

/// One `"key": value` pair of an object, with the key's place in the source.
public struct JSONMember: Sendable, Equatable {
    /// The key, escapes decoded.
    public let key: String
    /// The value.
    public let value: JSONValue
    /// Where the key's opening quote stands; ``TextPosition/unknown`` for values built in code.
    public let keyPosition: TextPosition

    /// A member, by default without a source position.
    public init(key: String, value: JSONValue, keyPosition: TextPosition = .unknown) {
        self.key = key
        self.value = value
        self.keyPosition = keyPosition
    }
}

/// A JSON number as written, so it is sent on with the exact same digits.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal text, for example `-0`, `1e5` or `1.50`.
    public let literal: String

    /// Wraps a literal; the parser guarantees it follows the JSON number grammar.
    public init(literal: String) {
        self.literal = literal
    }

    /// Wraps an integer.
    public init(_ value: Int) {
        literal = String(value)
    }

    /// The value as a double (JSON numbers have no other precision).
    public var doubleValue: Double {
        Double(literal) ?? .nan
    }

    /// The value, when the literal is an integer without fraction or exponent that fits an `Int`.
    public var integerValue: Int? {
        Int(literal)
    }

    /// The literal text.
    public var description: String { literal }
}

/// A place in a text: 1-based line and column and the 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, so a `é` counts once however it is
/// encoded in bytes; an editor turns that into a display column with its own width table.
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line.
    public let line: Int
    /// 1-based column in Unicode scalars.
    public let column: Int
    /// 0-based byte offset in the UTF-8 text.
    public let offset: Int

    /// A position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position of values built in code rather than parsed.
    public static let unknown = TextPosition(line: 0, column: 0, offset: -1)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
