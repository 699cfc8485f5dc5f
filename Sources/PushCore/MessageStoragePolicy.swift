/// How APNs keeps messages sent to a broadcast channel, fixed when the channel is created.
///
/// An open set, since Apple numbers the policies and may add more. See
/// [Sending channel management requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns).
public struct MessageStoragePolicy: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The number APNs sends in `message-storage-policy`.
    public let rawValue: Int

    /// A policy by its number, known or not.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `0`: nothing is stored; a higher publishing budget, for frequent updates. Broadcasts to such
    /// a channel must carry `apns-expiration: 0`.
    public static let noMessageStored = MessageStoragePolicy(rawValue: 0)
    /// `1`: the most recent message is kept for up to 8 hours.
    public static let mostRecentMessageStored = MessageStoragePolicy(rawValue: 1)

    /// The policies Apple documents.
    public static let known: [MessageStoragePolicy] = [.noMessageStored, .mostRecentMessageStored]

    /// Whether Apple documents this policy.
    public var isKnown: Bool { Self.known.contains(self) }

    /// `0 (no message stored)`.
    public var description: String {
        switch self {
        case .noMessageStored: return "0 (no message stored)"
        case .mostRecentMessageStored: return "1 (most recent message stored)"
        default: return "\(rawValue) (undocumented)"
        }
    }
}
