import PushCore

/// Work the reducer asks for. Effects are data: the runner outside the reducer performs them and
/// reports back with actions, so the reducer never touches a network, a file or a clock.
public enum Effect: Sendable, Equatable {
    /// Read every profile (and the saved drafts).
    case loadProfiles
    /// Read every profile file again, after another process changed one; answer with
    /// `.profilesReadAgain`. The first `.loadProfiles` starts watching the files for such changes.
    case rereadProfiles
    /// Read the last entries of the history file.
    case loadHistory
    /// Search every retained history record for what `search` matches (its newest matches);
    /// answer with `.historySearched`.
    case searchHistory(LogSearch)
    /// Send `plan` through its profile's route — device pushes, an FCM message or a broadcast —
    /// answering each push with `.pushAnswered(id, index:, answer:)` (or every one with
    /// `.sendFailedToStart`) and what the book learned with `.tokenOutcomesLearned`.
    case send(SendID, SendPlan)
    /// Write `profile` to `file` atomically (token book edits, environment switch, forms). With
    /// `base`, the profile as the console had it before this change, only the changes from `base`
    /// are laid over the file as it is on disk now, so what another process wrote since is kept;
    /// without, the file is written whole (a new profile). Answered with `.profileSaved`.
    case saveProfile(file: String, profile: Profile, base: Profile?)
    /// Delete a profile file.
    case deleteProfile(file: String)
    /// Keep these drafts (by profile file) across restarts: emitted whenever a draft changes; the
    /// runner writes the latest of each soon (coalescing), and all of them before it quits.
    case saveDrafts([String: PayloadDraft])
    /// Open `$EDITOR` on `text`; answer with `.externalEditFinished`.
    case editExternally(String)
    /// Open `$EDITOR` on a profile file itself (a broken one, to fix it); answer with `.profileFileEdited`.
    case editProfileFile(String)
    /// Read the key file a profile form names (`path` as typed, relative to `profileFile`'s
    /// directory) and try it as a `.p8` key; answer with `.keyFileChecked`.
    case checkKeyFile(path: String, profileFile: String)
    /// Open the certificate a profile form names (paths relative to `profileFile`'s directory) with
    /// its passphrase; answer with `.certificateChecked`.
    case checkCertificate(CertificateCheckRequest, profileFile: String)
    /// Read the service-account file a profile form names (relative to `profileFile`'s directory);
    /// answer with `.serviceAccountChecked`.
    case checkServiceAccount(path: String, profileFile: String)
    /// Ask whether the system keyring can be reached, before a passphrase typed into a profile
    /// form is to be kept in it; answer with `.keyringChecked`.
    case checkKeyring
    /// List the booted iOS Simulators (`xcrun simctl list devices booted -j`) for a profile form's
    /// device choice; answer with `.simulatorDevicesListed`.
    case listSimulatorDevices
    /// Store a passphrase typed into a profile form in the system keyring under `item`; answer
    /// with `.passphraseStored`. The passphrase goes nowhere else.
    case storePassphrase(item: String, passphrase: String)
    /// Read what the built-in simulator delivered; answer with `.deliveriesLoaded`.
    case loadDeliveries
    /// Put the `curl` command line for `request` (sent with the profile in `profileFile`) on the
    /// clipboard; answer with `.copied`.
    case copyAsCurl(PushRequest, profileFile: String)
    /// Put `text` on the clipboard, naming it as `what` ("the apns-id 1A2B…"); answer with `.copied`.
    case copyToClipboard(String, what: String)
    /// Send `text` to the terminal's clipboard with OSC 52 (no clipboard tool took it).
    case sendToTerminalClipboard(String)
    /// List the profile's broadcast channels; answer with `.channelsLoaded`.
    case listChannels(profileFile: String, profile: Profile)
    /// Create a channel with `policy`; answer with `.channelsLoaded` after listing again.
    case createChannel(profileFile: String, profile: Profile, policy: MessageStoragePolicy)
    /// Delete a channel; answer with `.channelsLoaded` after listing again.
    case deleteChannel(profileFile: String, profile: Profile, channelID: String)
    /// List the saved payloads of the profile in `profileFile`; answer with `.libraryLoaded`.
    case loadLibrary(profileFile: String)
    /// Save, rename or delete a payload of the profile in `profileFile`, then list them again;
    /// answer with `.libraryLoaded`.
    case changeLibrary(profileFile: String, LibraryChange)
    /// Leave the console.
    case quit
}

/// One send: which profile, and what goes out through its route.
public struct SendPlan: Sendable, Equatable {
    /// What a send carries, by service.
    public enum Pushes: Sendable, Equatable {
        /// APNs pushes, one per device, in order.
        case devices([PushRequest])
        /// The FCM message text, once to each registration token, or (none) to the target it names.
        case fcm(message: String, tokens: [RegistrationToken])
        /// One broadcast to a channel.
        case broadcast(BroadcastRequest)
    }

    public var profileFile: String
    public var profile: Profile
    public var pushes: Pushes

    public init(profileFile: String, profile: Profile, pushes: Pushes) {
        self.profileFile = profileFile
        self.profile = profile
        self.pushes = pushes
    }

    /// A send of APNs pushes to devices.
    public init(profileFile: String, profile: Profile, requests: [PushRequest]) {
        self.init(profileFile: profileFile, profile: profile, pushes: .devices(requests))
    }

    /// The APNs pushes to devices; empty for an FCM message or a broadcast.
    public var requests: [PushRequest] {
        if case .devices(let requests) = pushes { return requests }
        return []
    }
}
