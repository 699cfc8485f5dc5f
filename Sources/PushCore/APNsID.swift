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

    /// A random (version 4) canonical UUID made from 128 random bits the caller supplies, so
    /// PushCore stays free of randomness and callers avoid Foundation's per-call `/dev/urandom`.
    public static func version4(high: UInt64, low: UInt64) -> String {
        let a = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
        let b = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        return "\(hex(a >> 32, 8))-\(hex((a >> 16) & 0xFFFF, 4))-\(hex(a & 0xFFFF, 4))-\(hex(b >> 48, 4))-\(hex(b & 0xFFFF_FFFF_FFFF, 12))"
    }

    private static func hex(_ value: UInt64, _ digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
