/// What a key asks the console to do. The keymap binds keys to these; the reducer carries them out.
public enum ConsoleCommand: Sendable, Hashable {
    // Anywhere
    case focusNext, focusPrevious, send, help, quit, close, showDevice, channels, diagnostics
    // Lists
    case moveUp, moveDown, pageUp, pageDown, first, last, activate
    // Profiles
    case addProfile, editProfile, toggleEnvironment, duplicateProfile, deleteProfile
    // Devices
    case toggleDevice, selectAllLive, addDevice, renameDevice, deleteDevice
    // Payload
    case format, templates, editFields, externalEditor, undo, redo
    // Log
    case resend, cycleFilter, copyAsCurl
}
