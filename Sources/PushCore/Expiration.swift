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

    /// Reads an expiration typed in a form or on the command line, where a time from now is also
    /// accepted: `+3600` or `+3600s`, `+30m`, `+1h`, `+2d` is `now` plus that many seconds, minutes,
    /// hours or days. Anything else is read by ``parse(_:)``.
    ///
    /// `now` is the UNIX time in seconds the push is sent at (PushCore reads no clock), so a field
    /// holding `+1h` gives each push an hour from its own send.
    public static func parse(_ text: String, now: Int) throws(ExpirationError) -> Int {
        let trimmed = text.trimmingASCIISpaces()
        guard trimmed.hasPrefix("+") else { return try parse(text) }
        var digits = trimmed.dropFirst()
        var unit = 1
        if let last = digits.last, let seconds = unitSeconds[last] {
            unit = seconds
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ $0.isASCII && ASCII.isDigit(UInt8($0.value)) }) else {
            throw ExpirationError(text: text, problem: .notATimeFromNow)
        }
        guard let count = Int(digits) else { throw ExpirationError(text: text, problem: .tooLarge) }
        let (span, spanOverflow) = count.multipliedReportingOverflow(by: unit)
        let (sum, sumOverflow) = now.addingReportingOverflow(span)
        guard !spanOverflow, !sumOverflow else { throw ExpirationError(text: text, problem: .tooLarge) }
        return sum
    }

    /// The units a time from now may end in, in seconds.
    private static let unitSeconds: [Character: Int] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]

    /// 2001-09-09, the first 10-digit UNIX time: an expiration below it (other than 0) was surely
    /// meant as a duration.
    public static let earliestPlausible = 1_000_000_000

    /// Whether a request may carry `expiration`: a non-negative number of seconds.
    public static func isValid(_ expiration: Int) -> Bool {
        expiration >= 0
    }
}
