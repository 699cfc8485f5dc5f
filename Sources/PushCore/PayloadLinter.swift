/// The payload rules of ``PushLinter``: size, shape, duplicate keys and whether `aps` is needed.
///
/// APNs checks the body's size and that it is JSON, and passes `aps` through without validating
/// it (see `apns-fcm-protocol.md` §6): so only the size, the JSON, and what Apple's documentation
/// makes impossible (an `aps` the push type needs) are errors here; what will not display is a
/// warning. Keys and shapes follow [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
struct PayloadLinter {
    /// The push type whose limit and rules apply.
    let type: PushType

    func lint(_ payload: JSONValue, byteCount: Int, into findings: inout LintFindings) {
        // Apple: "The maximum size allowed for a notification payload is 4 KB; VoIP 5 KB";
        // larger bodies get 413 PayloadTooLarge.
        let limit = type.payloadLimit
        if byteCount > limit {
            findings.error(.payloadTooLarge, "payload is \(byteCount.grouped) bytes, \((byteCount - limit).grouped) over the \(limit.grouped)-byte limit for \(type) pushes")
        }
        lintDuplicateKeys(in: payload, into: &findings)
        guard let members = payload.members else {
            // Apple: "the payload is a JSON dictionary".
            findings.error(.payloadNotObject, "payload must be a JSON object, found \(payload.kindName)")
            return
        }
        for member in members where member.key.utf8.count == APSKey.aps.utf8.count
            && member.key != APSKey.aps && member.key.lowercased() == APSKey.aps {
            findings.warning(.shadowsAPS, "top-level key '\(member.key)' is not 'aps': keys are case-sensitive, so the device treats it as custom data", at: member.keyPosition)
        }
        guard let aps = payload.member(named: APSKey.aps) else {
            if type.requiresAPS {
                findings.error(.apsMissing, "\(type) pushes need an 'aps' object, e.g. {\"aps\":{\(Self.example(for: type))}}")
            }
            return
        }
        guard let apsMembers = aps.value.members else {
            let message = "'aps' must be an object, found \(aps.value.kindName)"
            if type.requiresAPS {
                findings.error(.apsNotObject, message, at: aps.keyPosition)
            } else {
                findings.warning(.apsNotObject, message + "; the device ignores it", at: aps.keyPosition)
            }
            return
        }
        APSLinter(type: type).lint(apsMembers, apsPosition: aps.keyPosition, into: &findings)
    }

    /// The smallest `aps` content that does what the push type is for.
    static func example(for type: PushType) -> String {
        switch type {
        case .background: return #""content-available":1"#
        case .widgets, .controls: return #""content-changed":true"#
        case .liveactivity: return #""event":"update","timestamp":…,"content-state":{…}"#
        default: return #""alert":"Hello""#
        }
    }

    private func lintDuplicateKeys(in value: JSONValue, into findings: inout LintFindings) {
        switch value {
        case .object(let members):
            // JSON (RFC 8259) says names SHOULD be unique; APNs accepts repeats, so this warns.
            for (member, first) in Self.repeatedKeys(in: members) {
                findings.warning(.duplicateKey, "duplicate key '\(member.key)' (first at \(first)); APNs accepts it but does not define which one wins", at: member.keyPosition)
            }
            for member in members { lintDuplicateKeys(in: member.value, into: &findings) }
        case .array(let elements):
            for element in elements { lintDuplicateKeys(in: element, into: &findings) }
        default:
            break
        }
    }

    /// Each member whose key appeared earlier, with that earlier key's position.
    private static func repeatedKeys(in members: [JSONMember]) -> [(JSONMember, TextPosition)] {
        // Payload objects are small, so scanning the earlier keys beats hashing every key;
        // a pasted document with huge objects still gets a linear pass.
        if members.count <= 32 {
            return members.enumerated().compactMap { index, member in
                members[..<index].first { $0.key == member.key }.map { (member, $0.keyPosition) }
            }
        }
        var firstPositions: [String: TextPosition] = [:]
        return members.compactMap { member in
            if let first = firstPositions[member.key] { return (member, first) }
            firstPositions[member.key] = member.keyPosition
            return nil
        }
    }
}
