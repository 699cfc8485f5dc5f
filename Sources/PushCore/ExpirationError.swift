/// Why a text is not an `apns-expiration` value.
public struct ExpirationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Sendable, Equatable {
        /// Nothing but spaces.
        case empty
        /// A character that is not a decimal digit.
        case notDigit(Unicode.Scalar)
        /// More digits than fit in an `Int`.
        case tooLarge
        /// A `+` that is not followed by a number and an optional unit (`s`, `m`, `h`, `d`).
        case notATimeFromNow
    }

    /// The text as given.
    public let text: String
    /// What was wrong with it.
    public let problem: Problem

    /// An error about `text`.
    public init(text: String, problem: Problem) {
        self.text = text
        self.problem = problem
    }

    /// One sentence for a person.
    public var description: String {
        switch problem {
        case .empty:
            return "expiration is empty: expected UNIX seconds such as 1767225600, or 0 for a single attempt"
        case .notDigit(let scalar):
            return "expiration is not a whole number of UNIX seconds: found '\(scalar)' in '\(text)'"
        case .tooLarge:
            return "expiration '\(text)' is too large to be a UNIX time in seconds"
        case .notATimeFromNow:
            return "expiration '\(text)' is not a time from now: expected + and a number with an optional unit, such as +3600, +30m, +1h or +2d"
        }
    }
}
