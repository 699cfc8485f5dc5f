/// The `apns-topic` header's form, checked before connecting so that an impossible value is refused
/// with its place instead of coming back from the network as "no answer".
///
/// A topic is a bundle ID (letters, digits, `-` and `.`) plus the push type's suffix
/// (`.voip`, `.push-type.liveactivity`, …). `_` is let through: some old bundle IDs carry it.
/// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum APNsTopic {
    /// The longest topic sent, in UTF-8 bytes (the limit a bundle ID's 255 characters imply).
    public static let maximumByteCount = 255

    /// What is wrong with `topic`, or nil when it has the form of a topic.
    public static func problem(with topic: String) -> String? {
        guard !topic.isEmpty else { return "the topic is empty; give the bundle ID" }
        let count = topic.utf8.count
        guard count <= maximumByteCount else {
            return "the topic is \(count) bytes; APNs accepts at most \(maximumByteCount)"
        }
        for (index, scalar) in topic.unicodeScalars.enumerated() where !isAllowed(scalar) {
            return "the topic has '\(scalar.escaped(asASCII: true))' at column \(index + 1); "
                + "a topic is a bundle ID (letters, digits, '-' and '.') with its push type's suffix"
        }
        return nil
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        let byte = UInt8(scalar.value)
        return ASCII.isDigit(byte) || ASCII.isLetter(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
    }
}
