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
    /// has no use for, kept as written. The kept ones come first, in the order of `kept`, which is
    /// where the encoder writes them back (their place in the schema): in file order a kept member
    /// after an unknown one came back before it, and the profile was not the same after encode →
    /// decode (found by the profile fuzzer: an fcm file's `topic` after a misspelt `enduoint`).
    func unknownMembers(keeping kept: [Key]) -> [JSONMember] {
        let keptMembers = kept.compactMap { key in members.first { $0.key == key.rawValue } }
        let known = Set(Key.allCases.map(\.rawValue))
        return keptMembers + members.filter { !known.contains($0.key) }
    }
}

extension JSONMember {
    /// The key's position, or nil for members built in code.
    var knownPosition: TextPosition? {
        keyPosition == .unknown ? nil : keyPosition
    }
}
