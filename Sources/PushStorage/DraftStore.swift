import PushCore

/// Where the console keeps each profile's draft (payload and header strip) between sessions, by
/// profile file. The runtime wires ``FileDraftStore``; tests may use fakes.
public protocol DraftStore: Sendable {
    /// Every saved draft by key: a profile file, or a profile name for drafts an older pushtui saved.
    /// None when there is no file yet.
    func load() throws(DraftStoreError) -> [String: PayloadDraft]
    /// Writes `changed` (drafts by profile file) over the saved ones, keeping every other draft as
    /// the file holds it now, another writer's included. Returns the path a file that held no
    /// drafts was set aside as, when one was.
    @discardableResult
    func save(_ changed: [String: PayloadDraft]) throws(DraftStoreError) -> String?
}
