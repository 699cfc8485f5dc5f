/// One `"key": value` pair of an object, with the key's place in the source.
///
/// Two members are equal when their keys and values are: where the text stood is not part of the JSON.
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

    /// Compares keys and values, ignoring positions.
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}
