/// The `apns-expiration` header: an absolute UNIX time in seconds (UTC), not a time to live.
///
/// `0` means one delivery attempt and no storage; a later time means APNs stores and retries until
/// then. See the `apns-expiration` row in
/// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum Expiration {
    /// Reads an expiration typed in a form, on the command line or in a header.
    ///
    /// Accepts plain decimal digits only, surrounding spaces ignored: no sign, no fraction, no exponent.
    public static func parse(_ text: String) throws(ExpirationError) -> Int {
        let trimmed = text.trimmingASCIISpaces()
        guard !trimmed.isEmpty else { throw ExpirationError(text: text, problem: .empty) }
        if let bad = trimmed.unicodeScalars.first(where: { !($0.isASCII && ASCII.isDigit(UInt8($0.value))) }) {
            throw ExpirationError(text: text, problem: .notDigit(bad))
        }
        guard let value = Int(trimmed) else { throw ExpirationError(text: text, problem: .tooLarge) }
        return value
    }

    /// Whether a request may carry `expiration`: a non-negative number of seconds.
    public static func isValid(_ expiration: Int) -> Bool {
        expiration >= 0
    }
}

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
        }
    }
}
