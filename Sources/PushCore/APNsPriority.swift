/// The values of the `apns-priority` header.
///
/// `10` delivers immediately, `5` lets the device group and throttle by power, `1` puts the device's
/// power first and never wakes it. See the `apns-priority` row in
/// [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum APNsPriority {
    /// Every priority APNs accepts, highest first.
    public static let valid: [Int] = [10, 5, 1]

    /// Whether APNs accepts `priority` for some push type.
    public static func isValid(_ priority: Int) -> Bool {
        valid.contains(priority)
    }

    /// The valid priorities for a message: "10, 5 or 1".
    public static var spokenChoices: String {
        valid.spokenList
    }

    /// Reads a header value; nil unless it is one of the ``valid`` priorities written in plain digits.
    public static func parse(_ text: String) -> Int? {
        guard let value = number(text), isValid(value) else { return nil }
        return value
    }

    /// Reads a priority written in plain digits (no sign, no spaces), valid or not, so that the
    /// linter can name an invalid one; nil for anything else (`+5`, `high`).
    public static func number(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy(ASCII.isDigit) else { return nil }
        return Int(text)
    }
}
