import Foundation
import PushCore

/// Live Activity helpers for sending: a fresh `timestamp` at send time, and a hint when
/// priority-10 updates pile up (Apple budgets them per hour; priority 5 is not budgeted). See
/// [Starting and updating Live Activities with ActivityKit push notifications](https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
enum LiveActivityStamp {
    /// How many priority-10 Live Activity pushes in the last hour earn the hint.
    static let budgetHintThreshold = 10

    /// `text` with `aps.timestamp` set to `now` when it still holds the template's value; the
    /// text as it is otherwise (the user fixed the time, or there is none, or it is not JSON).
    static func refresh(_ text: String, templateTimestamp: Int?, now: Int) -> String {
        guard let templateTimestamp, case .success(let root) = PayloadDocument(text: text).parse,
              root["aps"]?["timestamp"]?.numberValue?.integerValue == templateTimestamp,
              let members = root.members else { return text }
        let stamped = JSONValue.object(members.map { member in
            guard member.key == "aps", let aps = member.value.members else { return member }
            return JSONMember(key: member.key, value: .object(aps.map { field in
                field.key == "timestamp" ? JSONMember(key: field.key, value: .number(JSONNumber(now))) : field
            }))
        })
        return String(decoding: stamped.wireBytes(), as: UTF8.self)
    }

    /// The budget hint when this send would be one of many priority-10 Live Activity pushes.
    static func budgetHint(_ log: [LogRow], fields: PushFields, now: Date) -> String? {
        guard fields.pushType == .liveactivity, fields.effectivePriority == 10 else { return nil }
        let recent = log.filter {
            $0.pushType == .liveactivity && $0.request?.effectivePriority == 10 && now.timeIntervalSince($0.sentAt) < 3600
        }.count
        guard recent + 1 >= budgetHintThreshold else { return nil }
        return "\(recent + 1) priority-10 Live Activity pushes this hour: Apple budgets them; use priority 5 for frequent updates"
    }
}
