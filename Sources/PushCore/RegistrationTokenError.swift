/// Why a text is not an FCM registration token, phrased for a person.
public struct RegistrationTokenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Sendable, Equatable {
        /// Nothing but whitespace.
        case empty
        /// A character other than a letter, digit, `:`, `-` or `_`, at a 1-based column (in Unicode scalars).
        case notAllowed(Unicode.Scalar, column: Int)
        /// More than ``RegistrationToken/maximumLength`` characters.
        case tooLong(Int)
    }

    /// The text as given.
    public let input: String
    /// What was wrong with it.
    public let problem: Problem

    /// An error about `input`.
    public init(input: String, problem: Problem) {
        self.input = input
        self.problem = problem
    }

    /// The 1-based column of the offending character, when one character is to blame.
    public var column: Int? {
        if case .notAllowed(_, let column) = problem { return column }
        return nil
    }

    /// One sentence for a person, e.g. "registration token has '/' at column 12; only letters, digits, :, - and _ are allowed".
    public var description: String {
        switch problem {
        case .empty:
            return "registration token is empty"
        case .notAllowed(let scalar, let column):
            return "registration token has '\(scalar.escaped(asASCII: false))' at column \(column); only letters, digits, :, - and _ are allowed"
        case .tooLong(let count):
            return "registration token is \(count) characters long; at most \(RegistrationToken.maximumLength) are accepted"
        }
    }
}
