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
