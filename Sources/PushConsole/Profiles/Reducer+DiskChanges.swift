import Foundation
import PushCore

extension Reducer {
    /// The profile files as they are on disk now, read again because another process (another
    /// console, `pushtui send`, an editor) changed them: the screen takes what is on disk. Every
    /// change this console made is on disk already (its saves are written before the next action
    /// is reduced), so nothing of its own is lost; the selection stays on its file, and the payload
    /// and fields being edited stay as they are.
    static func profilesChangedOnDisk(_ entries: [ProfileEntry], in state: inout AppState) {
        let before = Dictionary(state.profiles.entries.map { ($0.file, $0) }) { first, _ in first }
        let after = Dictionary(entries.map { ($0.file, $0) }) { first, _ in first }
        let changed = entries.filter { before[$0.file] != nil && before[$0.file] != $0 }
        let added = entries.filter { before[$0.file] == nil }
        let removed = state.profiles.entries.filter { after[$0.file] == nil }
        guard !(changed.isEmpty && added.isEmpty && removed.isEmpty) else { return }
        let replaced = changed.compactMap { entry -> String? in
            guard case .loaded(let file, let disk) = entry, let shown = before[file]?.profile else { return nil }
            let fields = state.profiles.ownEdits.replaced(in: file, shown: shown, disk: disk)
            return fields.isEmpty ? nil : "\(disk.name) (\(fields.joined(separator: ", ")))"
        }

        adopt(entries, in: &state)
        // What a send taught the book (this console's, written by its dispatcher, or another
        // process's) is no news worth the status line's tally.
        if added.isEmpty, removed.isEmpty, changed.allSatisfy({ Self.differsInLessonsOnly(before[$0.file], $0) }) { return }
        if replaced.isEmpty {
            state.status = StatusMessage(diskChangeSummary(changed: changed, added: added, removed: removed), style: .dim)
        } else {
            state.status = StatusMessage("another program changed what this console had changed in " + replaced.joined(separator: "; ")
                                         + ": its change is on disk and shown now", style: .warning)
        }
    }

    /// Whether `shown` and `disk` are the same profile but for what answers taught its token book.
    private static func differsInLessonsOnly(_ shown: ProfileEntry?, _ disk: ProfileEntry) -> Bool {
        guard let shown = shown?.profile, let disk = disk.profile, shown.tokens.count == disk.tokens.count else { return false }
        var lessonsOfDisk = shown
        lessonsOfDisk.tokens = zip(shown.tokens, disk.tokens).map { shownEntry, diskEntry in
            var entry = shownEntry
            entry.lastOutcome = diskEntry.lastOutcome
            entry.lastSeen = diskEntry.lastSeen
            entry.invalidSince = diskEntry.invalidSince
            entry.environments = diskEntry.environments
            entry.notForTopics = diskEntry.notForTopics
            return entry
        }
        return lessonsOfDisk == disk
    }

    /// "Shop changed; Team added on disk: profiles read again" — at most three names each.
    private static func diskChangeSummary(changed: [ProfileEntry], added: [ProfileEntry], removed: [ProfileEntry]) -> String {
        func names(_ entries: [ProfileEntry]) -> String {
            let all = entries.map { $0.profile?.name ?? ($0.file as NSString).lastPathComponent }
            return all.prefix(3).joined(separator: ", ") + (all.count > 3 ? " and \(all.count - 3) more" : "")
        }
        let parts = [(changed, "changed"), (added, "added"), (removed, "removed")].compactMap { entries, verb in
            entries.isEmpty ? nil : "\(names(entries)) \(verb)"
        }
        return parts.joined(separator: "; ") + " on disk: profiles read again"
    }
}
