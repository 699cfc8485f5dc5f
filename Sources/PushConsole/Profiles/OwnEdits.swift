import PushCore

/// The changes this console saved to each profile file lately — the profile before and after
/// each — so that when another program later changes the same fields, the console can say its
/// change was replaced rather than let it vanish from the screen unexplained.
struct OwnEdits: Sendable, Equatable {
    /// One saved change: the profile as it was, and as this console made it.
    struct Edit: Sendable, Equatable {
        let base: Profile
        let edited: Profile
    }

    private var edits: [String: [Edit]] = [:]

    /// The most kept per file: older ones go.
    static let capacity = 20

    /// Remembers a change saved to `file`.
    mutating func remember(_ edit: Edit, file: String) {
        edits[file, default: []].append(edit)
        if let count = edits[file]?.count, count > Self.capacity { edits[file]?.removeFirst(count - Self.capacity) }
    }

    /// The fields of this console's changes to `file` that `disk` replaced with other values,
    /// while the screen (`shown`) still had them as this console made them; those changes are
    /// forgotten once told. A field changed again here since is not one: `shown` no longer has
    /// the earlier value either.
    mutating func replaced(in file: String, shown: Profile, disk: Profile) -> [String] {
        var replaced: [String] = []
        var kept: [Edit] = []
        for edit in edits[file] ?? [] {
            let stillShown = Set(shown.applyingEdits(from: edit.base, to: edit.edited).conflicts)
            let lost = disk.applyingEdits(from: edit.base, to: edit.edited).conflicts.filter { !stillShown.contains($0) }
            if lost.isEmpty {
                kept.append(edit)
            } else {
                replaced += lost.filter { !replaced.contains($0) }
            }
        }
        edits[file] = kept.isEmpty ? nil : kept
        return replaced
    }
}
