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

    /// Whether the number is a whole number however it is written: `1`, `1.0` and `1e2` are;
    /// `1.5` is not. JSON does not tell integers from other numbers, and neither does APNs.
    public var isWholeNumber: Bool {
        let value = doubleValue
        return value.isFinite && value.rounded() == value
    }

    /// The literal text.
    public var description: String { literal }
}
