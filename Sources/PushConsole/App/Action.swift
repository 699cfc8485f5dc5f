import Foundation
import PushCore

/// Everything that can change the console's state, from one queue: the terminal's events, the
/// clock's ticks while work is in flight, and finished work coming back from the effect runner.
public enum Action: Sendable, Equatable {
    /// A key, paste, resize or click.
    case event(TerminalEvent)
    /// Time passed while something is in flight (spinners).
    case tick
    /// The profiles directory was read; `drafts` holds the saved draft per profile file (or,
    /// written by an older pushtui, per profile name).
    case profilesLoaded([ProfileEntry], drafts: [String: PayloadDraft])
    /// Earlier log rows from the history file.
    case historyLoaded([LogRow])
    /// Pushes another process (`pushtui send`, another console) just recorded in the history file.
    case historyFollowed([LogRow])
    /// The rows of the history records a search for `query` found, oldest first; `isComplete`
    /// false when only the newest matches came back.
    case historySearched(query: String, rows: [LogRow], isComplete: Bool)
    /// One push of a send was answered (or failed).
    case pushAnswered(SendID, index: Int, answer: SendAnswer)
    /// A send's answers taught the token book of the profile in `profileFile` what `updates` say,
    /// already written to its file: a token newly dead, or a dead one revived.
    case tokenOutcomesLearned(profileFile: String, updates: [TokenOutcomeUpdate])
    /// A send could not start at all (an unreadable key): every row of it fails with `message`.
    case sendFailedToStart(SendID, message: String)
    /// The external editor finished: the new payload, or nil when it was cancelled or failed.
    case externalEditFinished(String?, message: String?)
    /// `$EDITOR` closed on a profile file: the message says how it went (nil: it exited cleanly).
    case profileFileEdited(file: String, failure: String?)
    /// What reading a profile form's key file found.
    case keyFileChecked(KeyFileCheck)
    /// What opening a profile form's certificate found.
    case certificateChecked(CertificateCheck)
    /// What reading a profile form's service-account file found.
    case serviceAccountChecked(ServiceAccountCheck)
    /// The system keyring can be reached (`problem` nil), or why it cannot.
    case keyringChecked(problem: String?)
    /// The booted iOS Simulators, or why they could not be listed.
    case simulatorDevicesListed(SimulatorDeviceListing)
    /// The keyring stored a profile form's passphrase under `item` (`problem` nil), or could not.
    case passphraseStored(item: String, problem: String?)
    /// The profile's broadcast channels, after listing (or creating or deleting one).
    case channelsLoaded(profileFile: String, channelIDs: [String])
    /// The provider certificates of certificate profiles, read, by profile file.
    case certificatesRead([String: CertificateSummary])
    /// The projects the service accounts of FCM profiles name (`project_id`), read, by profile file.
    case fcmProjectsRead([String: String])
    /// A profile's saved payloads, listed after a load or a change of the library.
    case libraryLoaded(LibraryReport)
    /// What the built-in simulator delivered, newest first (for the device view).
    case deliveriesLoaded([DeviceDelivery])
    /// The process was asked to stop (SIGTERM, SIGHUP): save the draft and leave, whatever is open.
    case quitRequested
    /// After a send through the profile in `profileFile`: where its client's provider token stands.
    case providerTokenSeen(profileFile: String, ProviderTokenLife)
    /// A message from the runner for the status line (a save failed, a file was written).
    case notice(String, isError: Bool)
    /// A copy was made: where it went and where it is kept (answers `.copyAsCurl` and `.copyToClipboard`).
    case copied(ClipboardCopy)
    /// A `.saveProfile` was written: `sent` is the profile the console asked for, `written` what is
    /// on disk now (with what other processes changed), `conflicts` the fields both changed.
    case profileSaved(file: String, sent: Profile, written: Profile, conflicts: [String])
    /// Profile files changed on disk (another process wrote, added or removed one): read them again.
    case profileFilesChanged
    /// Every profile file as it is on disk now, read again after ``profileFilesChanged``.
    case profilesReadAgain([ProfileEntry])
}
