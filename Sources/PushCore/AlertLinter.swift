/// The rules for `aps.alert`: a string, or a dictionary of Apple's Table 2 keys. APNs delivers any
/// value, so each finding is a warning: the device shows nothing, or not what was written.
///
/// Source: [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// (Table 2); Live Activity alerts, whose `title` and `body` may be `{"loc-key":…,"loc-args":[…]}`
/// objects, from [Starting and updating Live Activities with ActivityKit push notifications](https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
struct AlertLinter {
    /// The keys of which at least one makes an alert dictionary show text.
    static let textKeys = ["title", "subtitle", "body", "title-loc-key", "subtitle-loc-key", "loc-key"]

    func lint(_ alert: JSONMember, into findings: inout LintFindings) {
        switch alert.value {
        case .string(let text):
            if text.isEmpty {
                findings.warning(.alert, "alert is an empty string, so the device shows nothing", at: alert.keyPosition)
            }
        case .object(let members):
            lintDictionary(members, at: alert.keyPosition, into: &findings)
        default:
            findings.warning(.alert, "alert is a string or an object with title and body, found \(alert.value.quoted); the device shows nothing", at: alert.keyPosition)
        }
    }

    private func lintDictionary(_ members: [JSONMember], at position: TextPosition, into findings: inout LintFindings) {
        if !members.contains(where: { Self.textKeys.contains($0.key) }) {
            findings.warning(.alert, "alert has no title, subtitle, body or loc-key, so the device shows no text", at: position)
        }
        for member in members {
            let key = member.key
            guard APSKey.alertKeys.contains(key) else {
                findings.warning(.alert, "'\(key)' is not an alert key Apple documents; the device ignores it", at: member.keyPosition)
                continue
            }
            if APSKey.alertArgumentKeys.contains(key) {
                let strings = member.value.arrayElements?.allSatisfy { $0.stringValue != nil } ?? false
                if !strings {
                    findings.warning(.alert, "alert \(key) is documented as an array of strings, found \(Self.describe(member.value)); the device does not fill the %@ placeholders", at: member.keyPosition)
                }
            } else if APSKey.alertTextKeys.contains(key) {
                if member.value.stringValue == nil && member.value.members == nil {
                    findings.warning(.alert, "alert \(key) is a string, found \(member.value.quoted); the device does not show it", at: member.keyPosition)
                }
            } else if key != "sound" && key != "summary-arg-count" && member.value.stringValue == nil {
                findings.warning(.alert, "alert \(key) is documented as a string, found \(member.value.quoted)", at: member.keyPosition)
            }
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        guard let elements = value.arrayElements else { return value.quoted }
        let other = elements.first { $0.stringValue == nil }
        return "an array holding \(other.map(\.quoted) ?? "something else")"
    }
}
