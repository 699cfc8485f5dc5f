/// An FCM registration token, the `message.token` of an
/// [FCM HTTP v1 send](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages).
///
/// Google documents no format, so only the shape tokens have in practice is checked: letters,
/// digits, `:`, `-` and `_`, at most ``maximumLength`` characters. Surrounding spaces are dropped
/// because people paste them.
public struct RegistrationToken: Hashable, Sendable, CustomStringConvertible {
    /// The token as FCM handed it out.
    public let text: String

    /// Today's tokens are about 160 characters; anything far longer is a pasting accident.
    public static let maximumLength = 4096

    /// Reads a pasted token, dropping surrounding whitespace.
    public init(parsing raw: String) throws(RegistrationTokenError) {
        let scalars = Array(raw.unicodeScalars)
        let leading = scalars.prefix { $0 == " " || $0 == "\t" }.count
        let trailing = scalars.reversed().prefix { $0 == " " || $0 == "\t" }.count
        guard leading < scalars.count else { throw RegistrationTokenError(input: raw, problem: .empty) }
        let body = scalars[leading..<(scalars.count - trailing)]
        for (offset, scalar) in body.enumerated() where !Self.isAllowed(scalar) {
            throw RegistrationTokenError(input: raw, problem: .notAllowed(scalar, column: leading + offset + 1))
        }
        guard body.count <= Self.maximumLength else {
            throw RegistrationTokenError(input: raw, problem: .tooLong(body.count))
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: body)
        self.text = text
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        let byte = UInt8(scalar.value)
        // Setting bit 5 lowercases letters, so one range covers both cases.
        let lowered = byte | 0x20
        return ASCII.isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered)
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// The last 8 characters after an ellipsis, for display where the whole token must not appear.
    public var shortened: String {
        text.count <= 8 ? text : "…" + text.suffix(8)
    }

    /// The shortened form; a token is never printed whole by accident.
    public var description: String { shortened }
}
