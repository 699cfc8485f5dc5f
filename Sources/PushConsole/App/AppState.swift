import Foundation
import PushCore

/// Everything the console shows, in one value. Only `Reducer.reduce` changes it; views read it.
public struct AppState: Sendable, Equatable {
    /// The terminal's size.
    public var width: Int
    public var height: Int
    /// The pane that takes the keys.
    public var focus: Pane = .payload
    /// The pane a console starts in: Devices, where no letter edits the payload, `1`–`4` and `?`
    /// work from the first key, and the first question (who gets the push) is answered.
    public static let startingFocus = Pane.tokens
    /// Every profile file, loaded or broken, the cursor in that list and their certificates.
    public var profiles = ProfilesState()
    /// The Devices pane: the cursor in the selected profile's token book, the devices chosen.
    public var devices = DevicesState()
    /// The Payload pane: the text being edited, the header strip and their live check.
    public var editor = EditorState()
    /// The Responses pane: every push row, its cursor and filter.
    public var log = LogState()
    /// The overlay that has the keys, if any.
    public var overlay: Overlay?
    /// A message in the status bar until the next key.
    public var status: StatusMessage?
    /// The status messages worth keeping after the status bar moves on (`F8`).
    public var messages = MessageLog()
    /// A token typed into the next-send line (Ctrl-R): Ctrl-S sends to it instead of the book.
    public var nextSendToken: NextSendToken?
    /// The broadcast channel Ctrl-S sends to instead of devices, when one was picked.
    public var channels = ChannelsState()
    /// The next send's number.
    public var nextSendID = 1
    /// Advances with each tick while pushes are in flight.
    public var spinnerFrame = 0
    /// Each profile's draft (payload and header strip as typed) by profile file, kept across restarts.
    public var drafts: [String: PayloadDraft] = [:]
    /// The profile files whose draft changed during the action being reduced; the reducer turns
    /// them into one `.saveDrafts` and empties the set before it returns.
    var changedDrafts: Set<String> = []
    /// The local time zone's offset from UTC in seconds, for log times (the runner sets it).
    public var utcOffsetSeconds = 0
    /// Where new profiles are written (the runner sets it).
    public var profilesDirectory: String?
    /// The endpoint of the simulator the console runs itself (the demo), if it runs one: the title
    /// says "built-in simulator" for the profile that sends there.
    public var embeddedSimulatorEndpoint: String?
    /// Set once the user asked to quit.
    public var isQuitting = false
    /// The last copy the runner made, for the copied-text view.
    public var lastCopy: ClipboardCopy?

    /// Whether the console takes the mouse's clicks: not while an overlay leaves it to the terminal.
    public var reportsMouse: Bool { overlay?.feature.leavesMouseToTerminal != true }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether `pane` has the keys: it has the focus and no overlay is open.
    func isFocused(_ pane: Pane) -> Bool { focus == pane && overlay == nil }

    /// Whether the console runs its own simulator (the demo).
    public var runsEmbeddedSimulator: Bool { embeddedSimulatorEndpoint != nil }

    /// Where the selected profile's device pushes go; nil without a profile that loads.
    public var selectedDestination: Destination? {
        guard case .loaded(let file, let profile)? = profiles.selectedEntry else { return nil }
        return Destination(profile, file: file)
    }

    /// The selected profile's app: its topic, else its certificate's bundle ID; empty when
    /// neither is known (yet).
    public var selectedBundleID: String {
        selectedDestination?.bundleID(certificateTopic: profiles.selectedCertificate?.defaultTopic) ?? ""
    }

    /// The `apns-topic` of the next send: the bundle ID with the push type's suffix, derived by the
    /// destination as `pushtui send` derives it; empty when the app is not known (yet).
    public var nextTopic: String {
        selectedDestination?.topic(for: editor.fields.pushType, certificateTopic: profiles.selectedCertificate?.defaultTopic) ?? ""
    }

    /// The devices a send goes to: the chosen ones, or the one under the cursor.
    public var sendTargets: [TokenBookEntry] { devices.targets(in: book) }

    /// The selected profile's token book; empty without a profile that loads.
    var book: [TokenBookEntry] { profiles.selectedProfile?.tokens ?? [] }
    /// The APNs environment the selected profile sends to; nil for FCM or without a profile.
    var bookEnvironment: APNsEnvironment? { profiles.selectedProfile?.environment }

    /// The FCM token-book entries chosen with Space or A: the targets of an FCM send, which without
    /// them goes to the target the message names.
    public var chosenFCMEntries: [TokenBookEntry] { devices.chosenFCM(in: book) }
}

/// A one-line message in the status bar.
public struct StatusMessage: Sendable, Equatable {
    public var text: String
    public var style: StyleRole

    public init(_ text: String, style: StyleRole = .normal) {
        self.text = text
        self.style = style
    }
}

extension AppState {
    /// Whether the loop should tick (every 100 ms) while it waits for keys: pushes are in flight
    /// (the spinner turns), or a send's question is waiting to take a yes (its footer changes when it does).
    public var needsTicks: Bool {
        log.hasPushesInFlight || overlay?.as(Confirmation.self).map { !$0.isArmed } == true
    }
}
