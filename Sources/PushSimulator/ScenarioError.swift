/// Why a scenario file could not be used, phrased once for a person.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case unreadable(file: String, reason: String)
        case notJSON(file: String, detail: String)
        case invalidField(file: String, field: String, expected: String, found: String)
        case unknownField(file: String, field: String, known: [String])
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// The file could not be read.
    public static func unreadable(file: String, reason: String) -> ScenarioError {
        ScenarioError(.unreadable(file: file, reason: reason))
    }

    /// The file is not JSON or its top level is not an object.
    public static func notJSON(file: String, detail: String) -> ScenarioError {
        ScenarioError(.notJSON(file: file, detail: detail))
    }

    /// A field holds the wrong kind of value.
    public static func invalidField(file: String, field: String, expected: String, found: String) -> ScenarioError {
        ScenarioError(.invalidField(file: file, field: field, expected: expected, found: found))
    }

    /// A field the format does not know, most likely a typo.
    public static func unknownField(file: String, field: String, known: [String]) -> ScenarioError {
        ScenarioError(.unknownField(file: file, field: field, known: known))
    }

    /// The message for a person: what failed and where.
    public var description: String {
        switch base {
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
