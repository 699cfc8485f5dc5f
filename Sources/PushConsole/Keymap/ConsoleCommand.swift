/// What a key asks the console to do. The keymap binds keys to these; the reducer carries them out.
public enum ConsoleCommand: Sendable, Hashable {
    // Anywhere
    case focusNext, focusPrevious, send, help, quit, close, showDevice, channels, diagnostics
    /// Type or paste a token into the next-send line: one send outside the book.
    case typeToken
    /// Jump to a pane (`1`–`4`).
    case focus(Pane)
    // Lists and scrolling views
    case moveUp, moveDown, pageUp, pageDown, first, last, activate
    // Profiles
    case addProfile, editProfile, toggleEnvironment, duplicateProfile, deleteProfile, reloadProfiles
    // Devices
    case toggleDevice, selectAllLive, addDevice, renameDevice, deleteDevice
    // Payload
    case format, templates, editFields, externalEditor, undo, redo
    /// Payload: the quick alert form.
    case quickAlert
    /// Templates: save the payload under a name; rename or delete a saved payload.
    case savePayload, renameSavedPayload, deleteSavedPayload
    // Log
    case resend, cycleFilter, copyAsCurl
    /// Log: open the search line; the next or previous match.
    case search, nextMatch, previousMatch
    // Dialogs
    /// "y" to a confirmation.
    case accept
    /// Forms: the next or previous field; a choice field's next or previous value.
    case nextField, previousField, nextChoice, previousChoice
    /// The push details: the previous or next push in the log.
    case previousItem, nextItem
    /// The push details: copy one field of the push to the clipboard (`y` copies it as curl, as in Responses).
    case copyField(DetailField)
    /// Channels: create one (without or with the latest message stored), delete one, send to devices again.
    case createChannel, createStoredChannel, deleteChannel, sendToDevices
}

extension ConsoleCommand {
    /// How far a list command moves a list's cursor (negative: up; the ends as far as they go), or
    /// nil for a command that does not move one.
    var listStep: Int? {
        switch self {
        case .moveUp: return -1
        case .moveDown: return 1
        case .pageUp: return -10
        case .pageDown: return 10
        case .first: return Int.min / 2
        case .last: return Int.max / 2
        default: return nil
        }
    }
}
