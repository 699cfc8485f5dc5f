/// What a key asks the panes to do: the commands of the global scope and of the four panes'. The
/// keymap binds keys to these; the panes' slices and the reducer carry them out. Each overlay
/// declares its own commands (its `Command`).
public enum PaneCommand: Sendable, Hashable {
    // Anywhere
    case focusNext, focusPrevious, send, help, quit, close, showDevice, channels, diagnostics, messages
    /// Type or paste a token into the next-send line: one send outside the book.
    case typeToken
    /// Jump to a pane (`1`–`4`).
    case focus(Pane)
    /// Lists: the cursor moves.
    case move(ListCommand)
    /// Lists: the row under the cursor is used (a profile) or opened (a response's details).
    case activate
    // Profiles
    case addProfile, editProfile, toggleEnvironment, duplicateProfile, deleteProfile, reloadProfiles
    // Devices
    case toggleDevice, selectAllLive, addDevice, renameDevice, deleteDevice, reviveDevice, checkDevice
    // Payload
    case format, templates, editFields, externalEditor, undo, redo
    /// Payload: the quick alert form.
    case quickAlert
    // Log
    case resend, cycleFilter, copyAsCurl
    /// Log: the view of the last copy.
    case viewCopied
    /// Log: open the search line; the next or previous match.
    case search, nextMatch, previousMatch
}
