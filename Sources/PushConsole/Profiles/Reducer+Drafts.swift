import PushCore

/// Every profile's draft — the payload and header strip as the user left them — kept in the state
/// per profile file and saved soon after it changes: the reducer says what changed, the runtime
/// decides when to write.
extension Reducer {
    /// Keeps what is being edited as the draft of the profile in `entry` (the selected one, or the
    /// one just left) and marks it for saving when it differs from the draft kept before.
    static func keepDraft(of entry: ProfileEntry?, in state: inout AppState) {
        guard case .loaded(let file, _)? = entry else { return }
        let draft = PayloadDraft(text: state.editor.text, fields: state.editor.fields)
        guard state.drafts[file] != draft else { return }
        state.drafts[file] = draft
        state.changedDrafts.insert(file)
    }

    /// After an action: the one save of every draft it changed, or nothing (a cursor move, a
    /// selection, a tick change no draft).
    static func saveChangedDrafts(in state: inout AppState) -> [Effect] {
        keepDraft(of: state.profiles.selectedEntry, in: &state)
        guard !state.changedDrafts.isEmpty else { return [] }
        let changed = state.drafts.filter { state.changedDrafts.contains($0.key) }
        state.changedDrafts = []
        return [.saveDrafts(changed)]
    }

    /// Records the draft the selected profile in `file` was just entered with as the one kept, so
    /// that only a change from it is saved (an older draft without headers is not rewritten merely
    /// for being read).
    static func keepEnteredDraft(of file: String, in state: inout AppState) {
        state.drafts[file] = PayloadDraft(text: state.editor.text, fields: state.editor.fields)
    }
}
