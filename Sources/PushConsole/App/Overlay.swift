import Foundation
import PushCore

/// A layer over the panes that takes the keys until it closes.
public enum Overlay: Sendable, Equatable {
    /// The key help, generated from the keymap, scrolled down by `offset` lines.
    case help(offset: Int)
    /// A send to production waits for a yes.
    case confirmProduction(SendPlan)
    /// A question with a yes/no answer (deleting a profile or a device).
    case confirm(Confirmation)
    /// Everything about one log row: headers sent, body, answer, what to do; scrolled down by
    /// `offset` wrapped lines.
    case detail(row: Int, offset: Int)
    /// Adding a device to the selected profile's token book, or renaming one.
    case addToken(TokenForm)
    /// Adding or editing a profile.
    case profile(ProfileForm)
    /// The selected profile's broadcast channels (iOS 18 Live Activity broadcasts).
    case channels(ChannelList)
    /// A broadcast to production waits for a yes.
    case confirmBroadcast(BroadcastPlan)
    /// What the built-in simulator's device received, newest first, scrolled down by `offset` lines.
    case device([DeviceDelivery], offset: Int)
    /// Editing the header strip.
    case fields(FieldsForm)
    /// Choosing a payload template.
    case templates(selected: Int)
    /// Every finding of the payload check, to read and jump to.
    case diagnostics(DiagnosticsList)
    /// The Responses pane's search line (the search itself is ``AppState/logSearch``).
    case search
    /// A pasted `curl` command line, waiting for `y` to import it.
    case curlImport(CurlImportOffer)
    /// The next-send line taking a token (the token itself is ``AppState/nextSendToken``).
    case nextSendToken
}

/// The Channels dialog: the profile's channel IDs as APNs lists them, and the cursor.
public struct ChannelList: Sendable, Equatable {
    /// The profile's file: its identity, which a late list is matched against.
    public var profileFile: String
    /// The profile's name, for the title.
    public var profileName: String
    public var channelIDs: [String]
    public var selected = 0
    /// Waiting for the first list from APNs.
    public var isLoading: Bool

    public init(profileFile: String, profileName: String, channelIDs: [String] = [], isLoading: Bool = true) {
        self.profileFile = profileFile
        self.profileName = profileName
        self.channelIDs = channelIDs
        self.isLoading = isLoading
    }
}

/// A yes/no question and what "yes" does.
public struct Confirmation: Sendable, Equatable {
    public enum Consequence: Sendable, Equatable {
        case deleteProfile(file: String)
        case deleteToken(profileFile: String, token: BookToken)
        case deleteChannel(profileFile: String, profile: Profile, channelID: String)
    }
    public var question: String
    public var consequence: Consequence
}

extension Overlay {
    /// The keymap scope the overlay's keys are looked up in.
    var keyScope: KeyScope {
        switch self {
        case .help: return .help
        case .confirmProduction, .confirm, .confirmBroadcast: return .confirm
        case .detail: return .details
        case .addToken: return .tokenForm
        case .profile: return .profileForm
        case .channels: return .channels
        case .device: return .deviceView
        case .fields: return .fieldsForm
        case .templates: return .templates
        case .diagnostics: return .diagnostics
        case .search: return .logSearch
        case .curlImport: return .curlImport
        case .nextSendToken: return .nextSendToken
        }
    }
}
