import PushCore

/// The quick alert of an FCM profile: title and body become the message's `notification`
/// ([projects.messages](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#notification));
/// the target and every other field of the message stay.
extension QuickAlertForm {
    /// The keys of `notification` the form writes.
    private static let notificationKeys = ["title", "body"]

    /// A form for an FCM message, filled from the notification `text` (a message, or the request
    /// body around one) already carries, if it parses.
    init(fcmMessage text: String) {
        self.init(payload: "")
        service = .fcm
        let notification = (try? JSONParser.parse(text)).map(FCMSendRequest.unwrapped)?["notification"]
        title = LineInput(notification?["title"]?.stringValue ?? "")
        body = LineInput(notification?["body"]?.stringValue ?? "")
    }

    /// The message with the form's title and body written into `text`'s `notification`: when
    /// `text` is a JSON object (a message, or a request body whose message is written), every other
    /// member stays where it was (`keptOthers` says whether there were any besides the target);
    /// otherwise it is a new profile's message with the notification (`replaced` says whether
    /// `text` held something that is not a JSON object). `overridden` says that the message's
    /// `apns.payload` carries an alert, which Apple devices show instead.
    func message(over text: String) -> (text: String, keptOthers: Bool, replaced: Bool, overridden: Bool) {
        guard let body = try? JSONParser.parse(text), body.members != nil else {
            let replaced = !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            let standard = PayloadTemplate.standard(for: .fcm).text(now: 0)
            let written = (try? JSONParser.parse(standard)).map(writingNotification) ?? .object([])
            return (written.prettyText(), false, replaced, false)
        }
        let message = FCMSendRequest.unwrapped(body)
        let written: JSONValue
        if message == body {
            written = writingNotification(into: message)
        } else {
            written = .object((body.members ?? []).map { member in
                member.key == FCMSendRequest.messageKey ? JSONMember(key: member.key, value: writingNotification(into: member.value)) : member
            })
        }
        let others = (message.members ?? []).contains { member in
            if FCMTarget.fieldNames.contains(member.key) { return false }
            guard member.key == "notification" else { return true }
            return (member.value.members ?? []).contains { !Self.notificationKeys.contains($0.key) }
        }
        let overridden = message["apns"]?["payload"]?["aps"]?["alert"] != nil
        return (written.prettyText(), others, false, overridden)
    }

    /// `message` with its `notification`'s title and body as the form says (an empty field leaves
    /// that key out); the notification's other keys stay, a new one goes after the target.
    private func writingNotification(into message: JSONValue) -> JSONValue {
        var members = message.members ?? []
        let existing = members.first { $0.key == "notification" }?.value.members ?? []
        let written = zip([Field.title, .body], Self.notificationKeys).compactMap { field, key -> JSONMember? in
            let text = self[input: field].text
            return text.isEmpty ? nil : JSONMember(key: key, value: .string(text))
        }
        let notification = JSONMember(key: "notification",
                                      value: .object(written + existing.filter { !Self.notificationKeys.contains($0.key) }))
        if let index = members.firstIndex(where: { $0.key == "notification" }) {
            // A second `notification` (a duplicate key, which the check flags) would contradict the one written: it goes.
            members.removeAll { $0.key == "notification" }
            members.insert(notification, at: min(index, members.count))
        } else {
            let afterTarget = (members.lastIndex { FCMTarget.fieldNames.contains($0.key) }).map { $0 + 1 } ?? 0
            members.insert(notification, at: afterTarget)
        }
        return .object(members)
    }
}
