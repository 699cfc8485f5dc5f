/// What a token's text alone says it is: an APNs token (hex; device, VoIP, Live Activity and
/// push-to-start tokens share the shape), one APNs would refuse, or an FCM registration token.
///
/// Apple documents tokens as hex of variable length (so nothing but the book's kind or a probe tells
/// an APNs token's kind), every token it issues being at least ``APNsRequestCheck/minimumTokenBytes``
/// bytes ([Registering your app with APNs](https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns));
/// an FCM registration token is a longer string of letters, digits, `:`, `-` and `_`.
public enum TokenShape: Sendable, Equatable {
    /// Hex of a whole number of bytes, at least the minimum: a token APNs may have issued.
    case apns(bytes: Int)
    /// Hex of a whole number of bytes, but fewer than APNs issues: answered `BadDeviceToken`.
    case tooShort(bytes: Int)
    /// An odd number of hex digits: not a whole number of bytes, answered `BadDeviceToken`.
    case oddDigits(Int)
    /// Not hex, but the alphabet of an FCM registration token.
    case fcm(characters: Int)
    /// Neither; why, as the APNs reader says it.
    case unreadable(String)

    /// The shape of `text` (spaces, `<`, `>` and dashes around hex are ignored, as everywhere).
    public init(of text: String) {
        do throws(DeviceTokenError) {
            let digits = try DeviceToken(parsing: text).hex.utf8.count
            if digits % 2 == 1 {
                self = .oddDigits(digits)
            } else if digits < APNsRequestCheck.minimumTokenBytes * 2 {
                self = .tooShort(bytes: digits / 2)
            } else {
                self = .apns(bytes: digits / 2)
            }
        } catch {
            let digits = text.unicodeScalars.filter { !DeviceToken.pastedSeparators.contains($0) }
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ASCII.isHexDigit(UInt8($0.value)) }) {
                self = .oddDigits(digits.count)
            } else if let registration = try? RegistrationToken(parsing: text) {
                self = .fcm(characters: registration.text.count)
            } else {
                self = .unreadable(error.description)
            }
        }
    }

    /// Whether APNs could accept a push to it.
    public var isAPNsToken: Bool {
        if case .apns = self { return true }
        return false
    }

    /// The shape for people.
    public var summary: String {
        switch self {
        case .apns(let bytes):
            return "\(bytes * 2) hex digits (\(bytes) bytes): an APNs token; device, VoIP, Live Activity and push-to-start tokens look alike"
        case .tooShort(let bytes):
            return "\(bytes * 2) hex digits (\(bytes) bytes): shorter than any token APNs issues (\(APNsRequestCheck.minimumTokenBytes) bytes); "
                + "APNs answers BadDeviceToken"
        case .oddDigits(let digits):
            return "\(digits) hex digits: an odd number, not whole bytes; APNs answers BadDeviceToken"
        case .fcm(let characters):
            return "\(characters) characters, not hex: the shape of an FCM registration token"
        case .unreadable(let reason):
            return "neither an APNs nor an FCM token: \(reason)"
        }
    }
}
