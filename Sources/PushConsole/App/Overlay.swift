import Foundation
import PushCore

/// A layer over the panes that takes the keys until it closes.
public enum Overlay: Sendable, Equatable {
    /// The key help, generated from the keymap, and how far it is scrolled.
    case help(HelpState)
    /// A question with a yes/no answer: a send or broadcast to production, deleting a profile, a
    /// device or a channel.
    case confirm(Confirmation)
    /// Everything about one log row: headers sent, body, answer, what to do; scrolled.
    case detail(DetailsState)
    /// Adding a device to the selected profile's token book, or renaming one.
    case addToken(TokenForm)
    /// Adding or editing a profile.
    case profile(ProfileForm)
    /// The selected profile's broadcast channels (iOS 18 Live Activity broadcasts).
    case channels(ChannelList)
    /// What the built-in simulator's device received, newest first, scrolled.
    case device(DeviceViewState)
    /// Editing the header strip.
    case fields(FieldsForm)
    /// Choosing a built-in template or a saved payload; saving, renaming, deleting saved ones.
    case templates(TemplatePicker)
    /// The quick alert form: title, subtitle, body, badge and sound written into the payload.
    case quickAlert(QuickAlertForm)
    /// Every finding of the payload check, to read and jump to.
    case diagnostics(DiagnosticsList)
    /// The Responses pane's search line (the search itself is ``AppState/logSearch``).
    case search
    /// A pasted `curl` command line, waiting for `y` to import it.
    case curlImport(CurlImportOffer)
    /// Several devices of the book end in a resent row's token: which one gets the push.
    case resendChooser(ResendChooser)
    /// The next-send line taking a token (the token itself is ``AppState/nextSendToken``).
    case nextSendToken
}

extension Overlay {
    /// The keymap scope the overlay's keys are looked up in.
    var keyScope: KeyScope {
        switch self {
        case .help: return .help
        case .confirm: return .confirm
        case .detail: return .details
        case .addToken: return .tokenForm
        case .profile: return .profileForm
        case .channels: return .channels
        case .device: return .deviceView
        case .fields: return .fieldsForm
        case .templates(let picker): return picker.keyScope
        case .quickAlert: return .quickAlert
        case .diagnostics: return .diagnostics
        case .search: return .logSearch
        case .curlImport: return .curlImport
        case .resendChooser: return .resendChooser
        case .nextSendToken: return .nextSendToken
        }
    }
}
