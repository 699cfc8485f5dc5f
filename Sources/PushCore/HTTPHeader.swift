/// One HTTP header as a value, so an ordered header list can be compared and stored.
public struct HTTPHeader: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name, lowercase as HTTP/2 requires.
    public let name: String
    /// The value.
    public let value: String

    /// A header.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name: value`.
    public var description: String { "\(name): \(value)" }
}
