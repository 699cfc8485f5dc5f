/// Where a binding applies: everywhere, in one pane, or in one overlay (each overlay has its own
/// scope: an overlay takes every key, so a key it does not declare does nothing).
public enum KeyScope: String, Sendable, Hashable, CaseIterable {
    case global = "Anywhere"
    case profiles = "Profiles"
    case tokens = "Devices"
    case payload = "Payload"
    case log = "Responses"
    case help = "Help"
    case confirm = "Confirmation"
    case details = "Push details"
    case tokenForm = "Device form"
    case fieldsForm = "Push fields"
    case profileForm = "Profile form"
    case templates = "Templates"
    case payloadName = "Payload name"
    case quickAlert = "Quick alert"
    case deviceView = "Device view"
    case channels = "Channels"
    case diagnostics = "Diagnostics list"
    case logSearch = "Responses search"
    case curlImport = "Curl import"
    case resendChooser = "Resend chooser"
    case nextSendToken = "Next-send token"

    /// The scope of a pane.
    init(_ pane: Pane) {
        switch pane {
        case .profiles: self = .profiles
        case .tokens: self = .tokens
        case .payload: self = .payload
        case .log: self = .log
        }
    }

    /// Whether this is an overlay's scope: no global key falls through to it.
    var isOverlay: Bool {
        switch self {
        case .global, .profiles, .tokens, .payload, .log: return false
        default: return true
        }
    }

    /// Whether the overlay has text fields: printable keys and the line-editing keys are text there.
    var hasTextFields: Bool {
        switch self {
        case .tokenForm, .fieldsForm, .profileForm, .logSearch, .payloadName, .quickAlert, .nextSendToken: return true
        default: return false
        }
    }
}
