/// Identifies one send (a push to one or more devices) so a late answer lands on the right rows.
/// Made from a counter in `AppState`, never from a clock or a random source.
public struct SendID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let value: Int

    public init(_ value: Int) {
        self.value = value
    }

    public static func < (lhs: SendID, rhs: SendID) -> Bool { lhs.value < rhs.value }

    /// `#4`: a row read back from the history (whose send numbers are negated so they never meet
    /// this session's) reads as the number it was sent under.
    public var description: String { "#\(abs(value))" }
}
