import Foundation
import PushCore

/// The quick alert form (F7): an alert composed without writing JSON. For an APNs profile title,
/// subtitle, body, badge and sound become `aps.alert`, `aps.badge` and `aps.sound` of the payload;
/// for an FCM profile title and body become the message's `notification` (``QuickAlertForm+FCM``).
/// The rest of the payload, when it parses, is kept.
///
/// Keys: [Generating a remote notification](https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
public struct QuickAlertForm: Sendable, Equatable {
    /// The form's fields, in Tab order.
    public enum Field: Sendable, CaseIterable {
        case title, subtitle, body, badge, sound

        /// The label shown left of the field.
        var label: String {
            switch self {
            case .title: return "title"
            case .subtitle: return "subtitle"
            case .body: return "body"
            case .badge: return "badge"
            case .sound: return "sound"
            }
        }
    }

    /// `aps.alert.title`, as typed.
    public var title: LineInput
    /// `aps.alert.subtitle`, as typed.
    public var subtitle: LineInput
    /// `aps.alert.body`, as typed.
    public var body: LineInput
    /// The app icon's badge: a whole number (0 removes the badge); empty leaves it out.
    public var badge: LineInput
    /// `default`, or a sound file in the app's bundle; empty leaves it out (a silent alert).
    public var sound: LineInput
    /// The field that has the keys.
    public var field = Field.title
    /// The service the payload is for: an APNs payload or an FCM message.
    public var service = ServiceKind.apns

    /// A form for an APNs payload, filled from the alert `text` already carries, if it parses: an
    /// alert string goes to the body, an alert object's title, subtitle and body to theirs.
    init(payload text: String) {
        let aps = (try? JSONParser.parse(text))?["aps"]
        let alert = aps?["alert"]
        title = LineInput(alert?["title"]?.stringValue ?? "")
        subtitle = LineInput(alert?["subtitle"]?.stringValue ?? "")
        body = LineInput(alert?.stringValue ?? alert?["body"]?.stringValue ?? "")
        badge = LineInput(aps?["badge"]?.numberValue?.literal ?? "")
        sound = LineInput(aps?["sound"]?.stringValue ?? "")
    }

    /// The input of `field`.
    subscript(input field: Field) -> LineInput {
        get {
            switch field {
            case .title: return title
            case .subtitle: return subtitle
            case .body: return body
            case .badge: return badge
            case .sound: return sound
            }
        }
        set {
            switch field {
            case .title: title = newValue
            case .subtitle: subtitle = newValue
            case .body: body = newValue
            case .badge: badge = newValue
            case .sound: sound = newValue
            }
        }
    }

    /// What is wrong with the typed badge, for the line under the form; nil when it is empty or a
    /// whole number.
    var badgeProblem: String? {
        let typed = badge.text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else { return nil }
        guard typed.allSatisfy(\.isASCII), typed.allSatisfy(\.isNumber), Int(typed) != nil else {
            return "badge must be a whole number (0 clears it); found '\(typed)'"
        }
        return nil
    }

    /// The fields the service's payload has, in Tab order: an FCM notification has no subtitle,
    /// badge or sound.
    var fields: [Field] { service == .fcm ? [.title, .body] : Field.allCases }

    /// Why the form cannot be written yet (an unreadable badge, nothing filled in), or nil.
    var problem: String? {
        if let badgeProblem { return badgeProblem }
        if fields.allSatisfy({ self[input: $0].text.trimmingCharacters(in: .whitespaces).isEmpty }) {
            return service == .fcm ? "fill in a title or a body" : "fill in a title, a body, a badge or a sound"
        }
        return nil
    }

    /// The `aps` members the form sets, in Apple's order: `alert` (its non-empty parts), `badge`, `sound`.
    private var apsMembers: [JSONMember] {
        let alert = [(Field.title, "title"), (.subtitle, "subtitle"), (.body, "body")].compactMap { field, key -> JSONMember? in
            let text = self[input: field].text
            return text.isEmpty ? nil : JSONMember(key: key, value: .string(text))
        }
        var members: [JSONMember] = []
        if !alert.isEmpty { members.append(JSONMember(key: "alert", value: .object(alert))) }
        if let count = Int(badge.text.trimmingCharacters(in: .whitespaces)) { members.append(JSONMember(key: "badge", value: .number(JSONNumber(count)))) }
        let sound = sound.text.trimmingCharacters(in: .whitespaces)
        if !sound.isEmpty { members.append(JSONMember(key: "sound", value: .string(sound))) }
        return members
    }

    /// The payload with the form's alert written into `text`: when `text` is a JSON object, its
    /// other top-level keys and its other `aps` keys stay where they were (`keptOthers` says whether
    /// there were any); otherwise the payload is the alert alone (`replaced` says whether `text`
    /// held something that is not a JSON object). Strings are escaped by the one JSON writer
    /// (quotes, backslashes, line breaks; emoji stay as they are).
    func payload(over text: String) -> (text: String, keptOthers: Bool, replaced: Bool) {
        let written = Set(["alert", "badge", "sound"])
        guard case .object(let members)? = try? JSONParser.parse(text) else {
            let replaced = !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            return (JSONValue.object([JSONMember(key: "aps", value: .object(apsMembers))]).prettyText(), false, replaced)
        }
        var kept = false
        var result: [JSONMember] = []
        // A second `aps` (a duplicate key, which the check flags) would contradict the alert written: it goes.
        for member in members where member.key != "aps" || !result.contains(where: { $0.key == "aps" }) {
            guard member.key == "aps" else {
                kept = true
                result.append(member)
                continue
            }
            let others = (member.value.members ?? []).filter { !written.contains($0.key) }
            kept = kept || !others.isEmpty
            result.append(JSONMember(key: "aps", value: .object(apsMembers + others)))
        }
        if !result.contains(where: { $0.key == "aps" }) { result.insert(JSONMember(key: "aps", value: .object(apsMembers)), at: 0) }
        return (JSONValue.object(result).prettyText(), kept, false)
    }
}
