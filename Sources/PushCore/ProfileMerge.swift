/// Three-way merging of profile edits, so that two processes changing one profile file keep each
/// other's changes: each writer re-reads the file and applies only what it changed.
extension Profile {
    /// This profile — the file as it is now — with the edits that turned `base` (what the editor
    /// read) into `edited` laid over it.
    ///
    /// A field `edited` changed takes its value; every other field keeps this profile's, so what
    /// another process changed since `base` was read is kept. The token book merges entry by entry,
    /// keyed by token: an entry deleted in `edited` goes, one added is appended (after the entries
    /// this profile has), and one changed merges field by field the same way; an entry another
    /// process deleted but `edited` changed comes back, with the edit.
    ///
    /// - Returns: the merged profile, and the names of the fields both sides changed to different
    ///   values (the edit won those), e.g. `name` or `device "iPad" label`.
    public func applyingEdits(from base: Profile, to edited: Profile) -> (profile: Profile, conflicts: [String]) {
        var conflicts: [String] = []
        var merged = self
        merged.name = Self.merge("name", current: name, base: base.name, edited: edited.name, &conflicts)
        merged.service = Self.mergeService(current: service, base: base.service, edited: edited.service, &conflicts)
        merged.endpoint = Self.merge("endpoint", current: endpoint, base: base.endpoint, edited: edited.endpoint, &conflicts)
        merged.caFile = Self.merge("caFile", current: caFile, base: base.caFile, edited: edited.caFile, &conflicts)
        merged.defaults = Self.merge("defaults", current: defaults, base: base.defaults, edited: edited.defaults, &conflicts)
        merged.unknownMembers = Self.merge("other members", current: unknownMembers, base: base.unknownMembers,
                                           edited: edited.unknownMembers, &conflicts)
        merged.authUnknownMembers = Self.merge("other auth members", current: authUnknownMembers, base: base.authUnknownMembers,
                                               edited: edited.authUnknownMembers, &conflicts)
        merged.tokens = Self.mergeBook(current: tokens, base: base.tokens, edited: edited.tokens, &conflicts)
        return (merged, conflicts)
    }

    /// APNs settings merge field by field (one console switching the environment, another the
    /// topic); any other change of service is taken whole.
    private static func mergeService(current: ProfileService, base: ProfileService, edited: ProfileService,
                                     _ conflicts: inout [String]) -> ProfileService {
        guard case .apns(let now) = current, case .apns(let was) = base, case .apns(let wanted) = edited else {
            return merge("service settings", current: current, base: base, edited: edited, &conflicts)
        }
        var merged = now
        merged.environment = merge("environment", current: now.environment, base: was.environment, edited: wanted.environment, &conflicts)
        merged.topic = merge("topic", current: now.topic, base: was.topic, edited: wanted.topic, &conflicts)
        merged.auth = merge("auth", current: now.auth, base: was.auth, edited: wanted.auth, &conflicts)
        return .apns(merged)
    }

    private static func mergeBook(current: [TokenBookEntry], base: [TokenBookEntry], edited: [TokenBookEntry],
                                  _ conflicts: inout [String]) -> [TokenBookEntry] {
        var book = current
        var baseByToken: [BookToken: TokenBookEntry] = [:]
        for entry in base where baseByToken[entry.token] == nil { baseByToken[entry.token] = entry }
        let kept = Set(edited.map(\.token))
        book.removeAll { baseByToken[$0.token] != nil && !kept.contains($0.token) }
        for entry in edited {
            let index = book.firstIndex { $0.token == entry.token }
            guard let was = baseByToken[entry.token] else {
                // Added here; added there too, the edit's entry wins.
                if let index {
                    if book[index] != entry { conflicts.append("device \"\(entry.label)\"") }
                    book[index] = entry
                } else {
                    book.append(entry)
                }
                continue
            }
            guard entry != was else { continue }
            guard let index else {
                book.append(entry)
                continue
            }
            book[index] = merge(book[index], base: was, edited: entry, &conflicts)
        }
        return book
    }

    private static func merge(_ current: TokenBookEntry, base: TokenBookEntry, edited: TokenBookEntry,
                              _ conflicts: inout [String]) -> TokenBookEntry {
        var merged = current
        let name = "device \"\(edited.label)\""
        merged.label = merge(name + " label", current: current.label, base: base.label, edited: edited.label, &conflicts)
        merged.kind = merge(name + " kind", current: current.kind, base: base.kind, edited: edited.kind, &conflicts)
        merged.note = merge(name + " note", current: current.note, base: base.note, edited: edited.note, &conflicts)
        merged.lastOutcome = merge(name + " outcome", current: current.lastOutcome, base: base.lastOutcome,
                                   edited: edited.lastOutcome, &conflicts)
        merged.lastSeen = merge(name + " outcome time", current: current.lastSeen, base: base.lastSeen, edited: edited.lastSeen, &conflicts)
        merged.invalidSince = merge(name + " invalid since", current: current.invalidSince, base: base.invalidSince,
                                    edited: edited.invalidSince, &conflicts)
        merged.environments = merge(name + " environments", current: current.environments, base: base.environments,
                                    edited: edited.environments, &conflicts)
        merged.notForTopics = merge(name + " topics refused", current: current.notForTopics, base: base.notForTopics,
                                    edited: edited.notForTopics, &conflicts)
        merged.unknownMembers = merge(name + " other members", current: current.unknownMembers, base: base.unknownMembers,
                                      edited: edited.unknownMembers, &conflicts)
        return merged
    }

    /// `edited` when it changed the field, else `current`; a field both changed differently is a conflict.
    private static func merge<Value: Equatable>(_ field: String, current: Value, base: Value, edited: Value,
                                               _ conflicts: inout [String]) -> Value {
        guard edited != base else { return current }
        if current != base && current != edited { conflicts.append(field) }
        return edited
    }
}
