// The members of one object of a profile file, with the JSON path used in messages and the
// position to blame when a required member is missing.
struct ProfileFields<Key: RawRepresentable & CaseIterable> where Key.RawValue == String {
    let path: String
    let members: [JSONMember]
    let anchor: TextPosition?

    func member(_ key: Key) -> JSONMember? {
        members.first { $0.key == key.rawValue }
    }

    /// The member, treating `null` like an absent optional member.
    func presentMember(_ key: Key) -> JSONMember? {
        member(key).flatMap { $0.value == .null ? nil : $0 }
    }

    func path(of key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    func path(of key: Key) -> String {
        path(of: key.rawValue)
    }

    /// The same members read with another list of keys, once an earlier member (`type`) chose it.
    func reading<Other>(as _: Other.Type) -> ProfileFields<Other> {
        ProfileFields<Other>(path: path, members: members, anchor: anchor)
    }

    var unknownMembers: [JSONMember] {
        unknownMembers(keeping: [])
    }

    /// The members not among the keys, plus those of `kept`: known members the profile's service
    /// has no use for, kept as written.
    func unknownMembers(keeping kept: [Key]) -> [JSONMember] {
        let known = Set(Key.allCases.map(\.rawValue)).subtracting(kept.map(\.rawValue))
        return members.filter { !known.contains($0.key) }
    }
}

extension JSONMember {
    /// The key's position, or nil for members built in code.
    var knownPosition: TextPosition? {
        keyPosition == .unknown ? nil : keyPosition
    }
}
