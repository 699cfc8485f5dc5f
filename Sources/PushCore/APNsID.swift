/// The `apns-id` request and response header: a notification's UUID.
///
/// Apple documents the canonical form as 32 lowercase hexadecimal digits in five groups, 8-4-4-4-12.
/// pushtui accepts only that form, so an uppercase `UUID().uuidString` is caught before APNs sees it.
/// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum APNsID {
    private static let groupLengths = [8, 4, 4, 4, 12]

    /// Whether `text` is a lowercase canonical UUID such as `123e4567-e89b-12d3-a456-4266554400a0`.
    public static func isCanonical(_ text: String) -> Bool {
        let groups = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard groups.map(\.count) == groupLengths else { return false }
        return groups.allSatisfy { $0.allSatisfy(ASCII.isLowercaseHexDigit) }
    }
}
