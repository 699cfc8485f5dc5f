/// Why a scenario file could not be used, phrased once for a person.
public enum ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not JSON or its top level is not an object.
    case notJSON(file: String, detail: String)
    /// A field holds the wrong kind of value.
    case invalidField(file: String, field: String, expected: String, found: String)
    /// A field the format does not know, most likely a typo.
    case unknownField(file: String, field: String, known: [String])

    /// The message for a person: what failed and where.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "\(file): cannot read scenario: \(reason)"
        case let .notJSON(file, detail):
            "\(file): scenario is not a JSON object: \(detail)"
        case let .invalidField(file, field, expected, found):
            "\(file): field '\(field)': expected \(expected), found \(found)"
        case let .unknownField(file, field, known):
            "\(file): unknown field '\(field)'; known fields here: \(known.joined(separator: ", "))"
        }
    }
}
