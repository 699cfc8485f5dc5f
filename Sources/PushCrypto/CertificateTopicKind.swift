/// What a topic in a provider certificate is for, as Apple writes it in the topics extension
/// (1.2.840.113635.100.6.3.6). An open set: Apple may add kinds, and unknown ones are kept.
///
/// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public struct CertificateTopicKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind as it appears in the certificate.
    public let rawValue: String

    /// Wraps any kind, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The app's own topic (the bundle ID): alert and background pushes.
    public static let app = CertificateTopicKind(rawValue: "app")
    /// `<bundle>.voip`: PushKit VoIP pushes.
    public static let voip = CertificateTopicKind(rawValue: "voip")
    /// `<bundle>.complication`: watchOS complication pushes.
    public static let complication = CertificateTopicKind(rawValue: "complication")

    /// The raw value.
    public var description: String { rawValue }
}
