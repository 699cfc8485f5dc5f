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
