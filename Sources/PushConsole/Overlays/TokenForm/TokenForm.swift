import Foundation
import PushCore

/// The form for a new device: its token (validated as typed), a label and its kind; or, when
/// `renaming` is set, a new label for a device already in the book.
public struct TokenForm: Sendable, Equatable {
    /// The form's fields, in Tab order.
    public enum Field: Sendable, CaseIterable {
        case token, label, kind
    }

    /// The token, as typed or pasted.
    public var token = LineInput()
    /// The device's label in the book.
    public var label = LineInput()
    /// What the token was issued for: chosen with ←→ (fixed to ``TokenKind/fcm`` in an FCM book).
    public var kind: TokenKind = .device
    /// The field that has the keys.
    public var field = Field.token
    /// The device being renamed, if this form renames one.
    public var renaming: BookToken?
    /// Why the form offers a token the next send goes to for the book, if it does.
    public enum Offer: Sendable, Equatable {
        /// A send went to a token typed into the next-send line.
        case sent
        /// A curl import brought a device the book lacks.
        case imported
    }

    /// Set when the form offers the next send's token for the book: keep it there?
    public var offer: Offer?

    /// An empty form for a book of `service`: an fcm profile's book holds registration tokens only.
    init(service: ServiceKind? = nil) {
        if service == .fcm { kind = .fcm }
    }

    /// A form for adding a token to `profile`'s book, or nil when it has none (an iOS Simulator
    /// profile pushes to its device), with the status line saying so.
    static func adding(to profile: Profile, in state: inout AppState) -> TokenForm? {
        if let settings = profile.simulator {
            state.status = StatusMessage("\(profile.name) has no token book: its pushes go to \(settings.label) by xcrun simctl", style: .warning)
            return nil
        }
        return TokenForm(service: profile.kind)
    }

    /// The kinds the user may pick: an APNs book's device kinds, or FCM's one.
    var kinds: [TokenKind] {
        kind == .fcm ? [.fcm] : TokenKind.allCases.filter { $0 != .fcm }
    }

    /// The fields Tab visits: a rename edits the label only; an FCM token has no kind to choose.
    var fields: [Field] {
        if renaming != nil { return [.label] }
        return kind == .fcm ? [.token, .label] : Field.allCases
    }

    /// The focused text field, or nil on the kind choice.
    var focusedInput: LineInput? {
        get {
            switch field {
            case .token: return token
            case .label: return label
            case .kind: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch field {
            case .token: token = newValue
            case .label: label = newValue
            case .kind: break
            }
        }
    }

    /// The parsed token (a registration token for ``TokenKind/fcm``, else hex), or what is wrong with it.
    var parsed: Result<BookToken, any Error> {
        NextSendToken.parse(token.text, fcm: kind == .fcm)
    }
}

extension TokenKind {
    /// How the device form names the kind.
    var title: String {
        switch self {
        case .device: return "device (alerts, background)"
        case .voip: return "VoIP (PushKit)"
        case .liveactivity: return "Live Activity update"
        case .pushToStart: return "Live Activity push-to-start"
        case .fcm: return "FCM registration"
        }
    }
}
