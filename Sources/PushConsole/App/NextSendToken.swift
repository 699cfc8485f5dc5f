import PushCore

/// A device token (or FCM registration token) typed or pasted into the next-send line: Ctrl-S
/// sends to it, outside the token book, until Esc clears it or it is kept in the book.
public struct NextSendToken: Sendable, Equatable {
    /// The line as typed.
    public var input = LineInput()
    /// The token Ctrl-S sends to, once Enter accepted the text; nil while it is being typed.
    public var token: BookToken?

    public init() {}

    /// The line holding `token`, accepted: the next send goes to it.
    init(token: BookToken) {
        input.insert(token.text)
        self.token = token
    }

    /// The text read as a token of a book of `service`: hex for APNs, a registration token for FCM.
    func parsed(for service: ServiceKind) -> Result<BookToken, any Error> {
        Self.parse(input.text, fcm: service == .fcm)
    }

    /// `text` read as a registration token (`fcm`) or a hex device token, as the device form reads it too.
    static func parse(_ text: String, fcm: Bool) -> Result<BookToken, any Error> {
        if fcm { return Result { .registration(try RegistrationToken(parsing: text)) } }
        return Result { .device(try DeviceToken(parsing: text)) }
    }

    /// A book entry for the token, labelled with nothing: it is not in the book.
    static func entry(_ token: BookToken) -> TokenBookEntry {
        switch token {
        case .device(let device): return TokenBookEntry(label: "", token: device)
        case .registration(let registration): return TokenBookEntry(label: "", registrationToken: registration)
        }
    }
}
