/// The rules for the `aps` dictionary. APNs passes `aps` through without validating it, so a
/// value of the wrong type or an unknown key is a warning (the device ignores it or shows nothing);
/// only a key the push type cannot work without is an error.
///
/// Sources: [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// (Table 1: key types), [Pushing background updates to your App](https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app)
/// (`content-available: 1`), [Updating widgets with WidgetKit push notifications](https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications)
/// and [Updating controls locally and remotely](https://developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely)
/// (`content-changed: true`).
struct APSLinter {
    /// The push type whose rules apply.
    let type: PushType

    func lint(_ members: [JSONMember], apsPosition: TextPosition, into findings: inout LintFindings) {
        var byKey: [String: JSONMember] = [:]
        for member in members {
            if byKey[member.key] == nil { byKey[member.key] = member }
            if !APSKey.documented.contains(member.key) {
                findings.warning(.apsUnknownKey, "'\(member.key)' is not an aps key Apple documents; the device ignores it (custom data goes beside 'aps', not inside)", at: member.keyPosition)
            }
        }
        if let alert = byKey["alert"] {
            AlertLinter().lint(alert, into: &findings)
        }
        if let badge = byKey["badge"], !(badge.value.numberValue?.isWholeNumber ?? false) {
            findings.warning(.badge, "badge is documented as a whole number, found \(badge.value.quoted); the device ignores it", at: badge.keyPosition)
        }
        if let sound = byKey["sound"] {
            lintSound(sound, into: &findings)
        }
        if let level = byKey["interruption-level"], !(level.value.stringValue.map(APSKey.interruptionLevels.contains) ?? false) {
            findings.warning(.interruptionLevel, "interruption-level is one of \(APSKey.interruptionLevels.joined(separator: ", ")); found \(level.value.quoted), which the device ignores", at: level.keyPosition)
        }
        if let score = byKey["relevance-score"] {
            lintRelevanceScore(score, into: &findings)
        }
        lintContentAvailable(byKey["content-available"], into: &findings)
        let visible = APSKey.visibleKeys.filter { byKey[$0] != nil }
        switch type {
        case .background:
            if byKey["content-available"] == nil {
                findings.error(.backgroundContentAvailable, "background pushes need \"content-available\": 1 in aps", at: apsPosition)
            }
            if !visible.isEmpty {
                findings.warning(.backgroundVisible, "a background push with \(visible.joined(separator: ", ")) is no longer silent; send it as an alert push or drop those keys", at: apsPosition)
            }
        case .alert where visible.isEmpty:
            findings.warning(.nothingToShow, "alert push has no alert, badge or sound, so the device shows nothing; use the background type for silent pushes", at: apsPosition)
        case .widgets, .controls:
            lintContentChanged(byKey["content-changed"], apsPosition: apsPosition, into: &findings)
        case .liveactivity:
            LiveActivityLinter().lint(byKey, apsPosition: apsPosition, into: &findings)
        default:
            break
        }
    }

    private func lintContentAvailable(_ member: JSONMember?, into findings: inout LintFindings) {
        guard let member else { return }
        let number = member.value.numberValue
        // 0 is what many libraries send on a visible push; only a background push needs the 1.
        if number?.doubleValue == 1 || (number?.doubleValue == 0 && type != .background) { return }
        findings.warning(.contentAvailable, "content-available is documented as the number 1, found \(member.value.quoted); APNs passes it on, but the device may not wake the app", at: member.keyPosition)
    }

    private func lintContentChanged(_ member: JSONMember?, apsPosition: TextPosition, into findings: inout LintFindings) {
        guard let member else {
            findings.error(.contentChangedMissing, "\(type) pushes need \"content-changed\": true in aps, or the system reloads nothing", at: apsPosition)
            return
        }
        if member.value != .bool(true) {
            findings.warning(.contentChanged, "content-changed is documented as true, found \(member.value.quoted)", at: member.keyPosition)
        }
    }

    private func lintSound(_ sound: JSONMember, into findings: inout LintFindings) {
        switch sound.value {
        case .string:
            return
        case .object(let members):
            for member in members {
                switch (member.key, member.value) {
                case ("name", .string):
                    continue
                case ("critical", .number(let flag)) where flag.doubleValue == 1 || flag.doubleValue == 0:
                    continue
                case ("volume", .number(let volume)) where (0...1).contains(volume.doubleValue):
                    continue
                case ("volume", .number(let volume)):
                    findings.warning(.sound, "sound volume is between 0 and 1, found \(volume)", at: member.keyPosition)
                case ("critical", _):
                    findings.warning(.sound, "sound critical is documented as the number 1, found \(member.value.quoted)", at: member.keyPosition)
                case ("name", _), ("volume", _):
                    findings.warning(.sound, "sound \(member.key) is documented as a \(member.key == "name" ? "string" : "number"), found \(member.value.quoted)", at: member.keyPosition)
                default:
                    findings.warning(.sound, "sound object has only critical, name and volume; the device ignores '\(member.key)'", at: member.keyPosition)
                }
            }
        default:
            findings.warning(.sound, "sound is a file name string or a critical-alert object {\"critical\":1,\"name\":…,\"volume\":0…1}, found \(sound.value.quoted); the device plays nothing", at: sound.keyPosition)
        }
    }

    private func lintRelevanceScore(_ score: JSONMember, into findings: inout LintFindings) {
        guard let number = score.value.numberValue else {
            findings.warning(.relevanceScore, "relevance-score is documented as a number, found \(score.value.quoted)", at: score.keyPosition)
            return
        }
        // Live Activities accept any double to rank themselves; notifications take 0...1.
        if type != .liveactivity, !(0...1).contains(number.doubleValue) {
            findings.warning(.relevanceScore, "relevance-score is between 0 and 1 for notifications, found \(number)", at: score.keyPosition)
        }
    }
}
