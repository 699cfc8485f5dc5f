import PushCore

/// Saved payloads per profile. The executable wires ``FilePayloadLibrary``; the console and tests
/// may use fakes.
///
/// `profile` identifies a profile by its file (see ``FilePayloadLibrary/profileKey(forFile:)``), so
/// renaming a profile inside its file keeps its payloads and two files never share them.
public protocol PayloadLibrary: Sendable {
    /// The saved payloads of `profile`, sorted by name.
    func list(profile: String) throws(PayloadLibraryError) -> [SavedPayload]
    /// The payload saved as `name` for `profile`.
    func open(_ name: String, profile: String) throws(PayloadLibraryError) -> SavedPayload
    /// Saves `payload` under its name, replacing one of the same name only when `replacing` is true.
    func save(_ payload: SavedPayload, profile: String, replacing: Bool) throws(PayloadLibraryError)
    /// Gives the payload `name` the name `newName`.
    func rename(_ name: String, to newName: String, profile: String) throws(PayloadLibraryError)
    /// Removes the payload `name`.
    func delete(_ name: String, profile: String) throws(PayloadLibraryError)
}
