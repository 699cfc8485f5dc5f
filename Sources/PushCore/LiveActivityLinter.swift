/// The rules for a Live Activity's `aps`: the `event` and the keys it needs are errors (Apple
/// documents them as required, and the system drops an update without them); the types and units
/// of the other keys are warnings.
///
/// Source: [Starting and updating Live Activities with ActivityKit push notifications](https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications):
/// `timestamp`, `stale-date` and `dismissal-date` are UNIX times in seconds; `content-state` is
/// decoded into the app's `ContentState` with default JSON decoding, so it is an object.
struct LiveActivityLinter {
    /// Seconds since 1970 above this (the year 2286) are surely milliseconds.
    static let largestPlausibleSeconds = 9_999_999_999.0

    func lint(_ byKey: [String: JSONMember], apsPosition: TextPosition, into findings: inout LintFindings) {
        lintEvent(byKey, apsPosition: apsPosition, into: &findings)
        if let timestamp = byKey["timestamp"] {
            lintSeconds(timestamp, code: .liveActivityTimestamp, into: &findings)
        }
        for key in APSKey.liveActivityDateKeys {
            if let date = byKey[key] { lintSeconds(date, code: .liveActivityDate, into: &findings) }
        }
        if let state = byKey["content-state"], state.value.members == nil {
            findings.warning(.liveActivityContentState, "content-state is decoded into the app's ContentState, so it is an object; found \(state.value.quoted), which the activity cannot decode", at: state.keyPosition)
        }
    }

    private func lintEvent(_ byKey: [String: JSONMember], apsPosition: TextPosition, into findings: inout LintFindings) {
        let events = APSKey.liveActivityRequiredKeys.map(\.key)
        guard let event = byKey["event"] else {
            findings.error(.liveActivityMissingKey, "Live Activity pushes need \"event\" in aps: \(events.joined(separator: ", "))", at: apsPosition)
            return
        }
        guard let name = event.value.stringValue, let required = APSKey.liveActivityRequiredKeys.first(where: { $0.key == name })?.value else {
            findings.error(.liveActivityEvent, "Live Activity event must be one of \(events.joined(separator: ", ")); found \(event.value.quoted)", at: event.keyPosition)
            return
        }
        let missing = required.filter { byKey[$0] == nil }
        if !missing.isEmpty {
            findings.error(.liveActivityMissingKey, "Live Activity '\(name)' pushes need \(missing.map { "'\($0)'" }.joined(separator: ", ")) in aps", at: apsPosition)
        }
    }

    private func lintSeconds(_ member: JSONMember, code: LintCode, into findings: inout LintFindings) {
        guard let number = member.value.numberValue else {
            findings.warning(code, "\(member.key) is a UNIX time in seconds (a number), found \(member.value.quoted)", at: member.keyPosition)
            return
        }
        let value = number.doubleValue
        guard value > Self.largestPlausibleSeconds else { return }
        // Int(_:) traps beyond Int's range; a fuzzed 1e300 has no sensible seconds to suggest anyway.
        let suggestion = value < 1e15 ? ", such as \(Int(value / 1000))" : ""
        findings.warning(code, "\(member.key) \(number) looks like milliseconds: it is a UNIX time in seconds\(suggestion)", at: member.keyPosition)
    }
}
