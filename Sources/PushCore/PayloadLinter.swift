/// The payload rules of ``PushLinter``: size, shape, duplicate keys and the `aps` dictionary.
///
/// Keys and shapes follow [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// and, for Live Activities, [Starting and updating Live Activities with ActivityKit push notifications](https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
struct PayloadLinter {
    /// The push type whose limit and rules apply.
    let type: PushType

    func lint(_ payload: JSONValue, byteCount: Int, into findings: inout LintFindings) {
        let limit = type.payloadLimit
        if byteCount > limit {
            findings.error(.payloadTooLarge, "payload is \(byteCount.grouped) bytes, \((byteCount - limit).grouped) over the \(limit.grouped)-byte limit for \(type) pushes")
        }
        lintDuplicateKeys(in: payload, into: &findings)
        guard let members = payload.members else {
            findings.error(.payloadNotObject, "payload must be a JSON object, found \(payload.kindName)")
            return
        }
        for member in members where member.key.utf8.count == APSKey.aps.utf8.count
            && member.key != APSKey.aps && member.key.lowercased() == APSKey.aps {
            findings.warning(.shadowsAPS, "top-level key '\(member.key)' is not 'aps': keys are case-sensitive, so the device treats it as custom data", at: member.keyPosition)
        }
        // An MDM body is {"mdm": "<PushMagic>"}, with no aps dictionary.
        guard type != .mdm else { return }
        guard let aps = payload.member(named: APSKey.aps) else {
            findings.error(.apsMissing, "payload has no 'aps' object; the device needs one, e.g. {\"aps\":{\"alert\":\"Hello\"}}")
            return
        }
        guard let apsMembers = aps.value.members else {
            findings.error(.apsNotObject, "'aps' must be an object, found \(aps.value.kindName)", at: aps.keyPosition)
            return
        }
        lintAPS(apsMembers, apsPosition: aps.keyPosition, into: &findings)
    }

    private func lintAPS(_ members: [JSONMember], apsPosition: TextPosition, into findings: inout LintFindings) {
        var byKey: [String: JSONMember] = [:]
        for member in members {
            if byKey[member.key] == nil { byKey[member.key] = member }
            if !APSKey.documented.contains(member.key) {
                findings.warning(.apsUnknownKey, "'\(member.key)' is not an aps key Apple documents; the device ignores it (custom data goes beside 'aps', not inside)", at: member.keyPosition)
            }
        }
        if let badge = byKey["badge"], badge.value.numberValue?.integerValue == nil {
            findings.error(.badge, "badge must be a whole number, found \(describe(badge.value))", at: badge.keyPosition)
        }
        if let sound = byKey["sound"] {
            lintSound(sound, into: &findings)
        }
        if let level = byKey["interruption-level"], !(level.value.stringValue.map(APSKey.interruptionLevels.contains) ?? false) {
            findings.error(.interruptionLevel, "interruption-level must be one of \(APSKey.interruptionLevels.joined(separator: ", ")); found \(describe(level.value))", at: level.keyPosition)
        }
        if let score = byKey["relevance-score"] {
            lintRelevanceScore(score, into: &findings)
        }
        let visible = APSKey.visibleKeys.filter { byKey[$0] != nil }
        switch type {
        case .background:
            if byKey["content-available"]?.value.numberValue?.integerValue != 1 {
                findings.error(.backgroundContentAvailable, "background pushes need \"content-available\": 1 in aps", at: apsPosition)
            }
            if !visible.isEmpty {
                findings.warning(.backgroundVisible, "a background push with \(visible.joined(separator: ", ")) is no longer silent; send it as an alert push or drop those keys", at: apsPosition)
            }
        case .alert where visible.isEmpty:
            findings.warning(.nothingToShow, "alert push has no alert, badge or sound, so the device shows nothing; use the background type for silent pushes", at: apsPosition)
        case .liveactivity:
            lintLiveActivity(byKey, apsPosition: apsPosition, into: &findings)
        default:
            break
        }
    }

    private func lintSound(_ sound: JSONMember, into findings: inout LintFindings) {
        switch sound.value {
        case .string:
            return
        case .object(let members):
            for member in members {
                switch (member.key, member.value) {
                case ("name", .string), ("critical", .number):
                    continue
                case ("volume", .number(let volume)) where (0...1).contains(volume.doubleValue):
                    continue
                case ("volume", .number(let volume)):
                    findings.error(.sound, "sound volume must be between 0 and 1, found \(volume)", at: member.keyPosition)
                case ("name", _), ("critical", _), ("volume", _):
                    findings.error(.sound, "sound \(member.key) must be a \(member.key == "name" ? "string" : "number"), found \(describe(member.value))", at: member.keyPosition)
                default:
                    findings.error(.sound, "sound object allows only critical, name and volume; found '\(member.key)'", at: member.keyPosition)
                }
            }
        default:
            findings.error(.sound, "sound must be a file name string or a critical-alert object {\"critical\":1,\"name\":…,\"volume\":0…1}, found \(describe(sound.value))", at: sound.keyPosition)
        }
    }

    private func lintRelevanceScore(_ score: JSONMember, into findings: inout LintFindings) {
        guard let number = score.value.numberValue else {
            findings.error(.relevanceScore, "relevance-score must be a number, found \(describe(score.value))", at: score.keyPosition)
            return
        }
        // Live Activities accept any double to rank themselves; notifications take 0...1.
        if type != .liveactivity, !(0...1).contains(number.doubleValue) {
            findings.error(.relevanceScore, "relevance-score must be between 0 and 1, found \(number)", at: score.keyPosition)
        }
    }

    private func lintLiveActivity(_ byKey: [String: JSONMember], apsPosition: TextPosition, into findings: inout LintFindings) {
        let events = APSKey.liveActivityRequiredKeys.map(\.key)
        guard let event = byKey["event"] else {
            findings.error(.liveActivityMissingKey, "Live Activity pushes need \"event\" in aps: \(events.joined(separator: ", "))", at: apsPosition)
            return
        }
        guard let name = event.value.stringValue, let required = APSKey.liveActivityRequiredKeys.first(where: { $0.key == name })?.value else {
            findings.error(.liveActivityEvent, "Live Activity event must be one of \(events.joined(separator: ", ")); found \(describe(event.value))", at: event.keyPosition)
            return
        }
        let missing = required.filter { byKey[$0] == nil }
        if !missing.isEmpty {
            findings.error(.liveActivityMissingKey, "Live Activity '\(name)' pushes need \(missing.map { "'\($0)'" }.joined(separator: ", ")) in aps", at: apsPosition)
        }
    }

    private func lintDuplicateKeys(in value: JSONValue, into findings: inout LintFindings) {
        switch value {
        case .object(let members):
            for (member, first) in Self.repeatedKeys(in: members) {
                findings.error(.duplicateKey, "duplicate key '\(member.key)' (first at \(first)); APNs does not define which one wins", at: member.keyPosition)
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

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return "'\(text)'"
        case .number(let number): return number.literal
        case .bool(let flag): return String(flag)
        default: return value.kindName
        }
    }
}
