import PushCore

/// The Profiles pane's slice: every profile file, loaded or broken, the cursor in that list, and
/// what the certificates of certificate profiles say. Moving the cursor is its own key; what a new
/// selection means for the other slices (the draft, the fields, the devices) is the app's.
public struct ProfilesState: Sendable, Equatable {
    /// Every profile file, in the order the directory was read.
    public var entries: [ProfileEntry] = []
    /// The cursor: an index into `entries`.
    public var selected = 0
    /// What the certificates of certificate profiles say, by profile file (read by the runner).
    public var certificates: [String: CertificateSummary] = [:]
    /// The project the service account of an FCM profile names, by profile file (read by the runner).
    public var fcmProjects: [String: String] = [:]
    /// The provider token's life for token profiles that sent, by profile file.
    public var providerTokens: [String: ProviderTokenStatus] = [:]
    /// What this console saved to each file lately, to tell when another program replaces it.
    var ownEdits = OwnEdits()

    public init() {}

    /// The selected profile's entry.
    public var selectedEntry: ProfileEntry? {
        entries.indices.contains(selected) ? entries[selected] : nil
    }

    /// The selected profile, when it loaded.
    public var selectedProfile: Profile? { selectedEntry?.profile }

    /// The certificate of the selected profile, when it has one and it was read.
    var selectedCertificate: CertificateSummary? {
        selectedEntry.flatMap { certificates[$0.file] }
    }

    /// The Firebase project the FCM profile in `file` sends to: the profile's own, else the one its
    /// service account names once read; nil for an APNs profile or before the read.
    func fcmProject(ofFile file: String) -> String? {
        guard let index = index(of: file), case .fcm(let settings)? = entries[index].profile?.service else { return nil }
        return settings.project ?? fcmProjects[file]
    }

    /// The Firebase project the selected FCM profile sends to (``fcmProject(ofFile:)``).
    var selectedFCMProject: String? {
        selectedEntry.flatMap { fcmProject(ofFile: $0.file) }
    }

    /// The index of the entry of `file`.
    func index(of file: String?) -> Int? {
        entries.firstIndex { $0.file == file }
    }

    /// The loaded profile in `file`, replaced by `profile` (a new token book, environment, form).
    mutating func replace(file: String, with profile: Profile) {
        guard let index = index(of: file) else { return }
        entries[index] = .loaded(file: file, profile: profile)
    }

    /// The pane's own keys: the cursor. Everything else spans slices and is left to the app.
    mutating func reduce(_ command: PaneCommand) -> EventState {
        guard case .move(let move) = command else { return .notConsumed }
        selected = Reducer.clamp(selected + move.step, count: entries.count)
        return .consumed
    }
}
