/// Why a text is not a device token, phrased for a person.
public struct DeviceTokenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Sendable, Equatable {
        /// No hex digits at all.
        case empty
        /// A character that is not a hex digit, at a 1-based column (in Unicode scalars) of the input.
        case notHex(Unicode.Scalar, column: Int)
        /// An odd number of hex digits: tokens are whole bytes.
        case oddLength(Int)
        /// More hex digits than ``DeviceToken/maximumHexLength``; the input is not kept.
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
        if case .notHex(_, let column) = problem { return column }
        return nil
    }

    /// One sentence for a person, e.g. "device token is not hex: found 'g' at column 12".
    public var description: String {
        switch problem {
        case .empty:
            return "device token is empty"
        case .notHex(let scalar, let column):
            return "device token is not hex: found '\(scalar.escaped(asASCII: false))' at column \(column)"
        case .oddLength(let count):
            return "device token has an odd number of hex digits (\(count)): a digit is missing or extra"
        case .tooLong(let count):
            return "device token has \(count) hex digits, more than the \(DeviceToken.maximumHexLength) (512 bytes) pushtui accepts"
        }
    }
}
