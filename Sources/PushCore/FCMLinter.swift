/// Checks an FCM `message` object before it is sent, by the rules of
/// [projects.messages](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages):
/// exactly one target, `data` values are strings, the platform blocks are objects, and the size limit.
public enum FCMLinter {
    /// Blocks that must be JSON objects when present.
    static let objectBlocks = ["data", "notification", "android", "apns", "webpush", "fcm_options"]

    /// The findings for the message `text`, errors first.
    ///
    /// - Parameter target: a target given outside the message (the CLI's `--token`); when set, the
    ///   message may omit its own, and any it has is replaced.
    public static func findings(for text: String, target: FCMTarget? = nil) -> [LintFinding] {
        let document = PayloadDocument(text: text)
        if let error = document.syntaxError {
            return [LintFinding(severity: .error, code: .payloadSyntax, message: error.message,
                                location: TextPosition(line: error.line, column: error.column, offset: error.offset))]
        }
        guard let message = document.value, let members = message.members else {
            return [LintFinding(severity: .error, code: .payloadNotObject, message: "an FCM message must be a JSON object")]
        }
        var findings: [LintFinding] = []
        let named = members.filter { FCMTarget.fieldNames.contains($0.key) }
        if target == nil && named.count != 1 {
            let found = named.isEmpty ? "none" : named.map(\.key).joined(separator: " and ")
            findings.append(LintFinding(severity: .error, code: .fcmTarget,
                                        message: "a message needs exactly one of token, topic or condition; found \(found)"))
        }
        for member in named where target == nil && member.value.stringValue == nil {
            findings.append(LintFinding(severity: .error, code: .fcmNotString,
                                        message: "\(member.key) must be a string, found \(member.value.kindName)", location: member.keyPosition))
        }
        for block in objectBlocks {
            guard let member = message.member(named: block) else { continue }
            if member.value.members == nil {
                findings.append(LintFinding(severity: .error, code: .fcmBlockNotObject,
                                            message: "\(block) must be an object, found \(member.value.kindName)", location: member.keyPosition))
            }
        }
        findings += stringMap(message["data"], at: "data", checkReserved: true)
        findings += stringMap(message["android"]?["data"], at: "android.data", checkReserved: true)
        findings += stringMap(message["webpush"]?["data"], at: "webpush.data", checkReserved: false)
        findings += stringMap(message["apns"]?["headers"], at: "apns.headers", checkReserved: false)
        let (size, limit, isTopic) = Self.size(of: message, target: target)
        if size > limit {
            findings.append(LintFinding(severity: .error, code: .payloadTooLarge,
                                        message: "message is \(size) bytes; FCM allows \(limit)\(isTopic ? " for a topic message" : "")"))
        }
        return findings
    }

    /// The message's wire size as sent (with `target` in place) and the limit that applies to it.
    public static func size(of message: JSONValue, target: FCMTarget?) -> (bytes: Int, limit: Int, isTopic: Bool) {
        let targeted = FCMSendRequest(project: "", message: message, target: target).targetedMessage
        let isTopic = (target ?? FCMTarget(message: targeted)).map { if case .topic = $0 { true } else { false } } ?? false
        return (targeted.wireBytes().count, isTopic ? FCMSendRequest.topicMessageLimit : FCMSendRequest.messageLimit, isTopic)
    }

    /// Findings for a `map<string,string>` field: every value a string, no reserved keys.
    private static func stringMap(_ value: JSONValue?, at path: String, checkReserved: Bool) -> [LintFinding] {
        guard let members = value?.members else { return [] }
        var findings: [LintFinding] = []
        for member in members {
            if member.value.stringValue == nil {
                findings.append(LintFinding(severity: .error, code: .fcmNotString,
                                            message: "\(path).\(member.key) must be a string, found \(member.value.kindName)\(quotingHint(member.value))",
                                            location: member.keyPosition))
            }
            if checkReserved && isReserved(member.key) {
                findings.append(LintFinding(severity: .error, code: .fcmReservedKey,
                                            message: "\(path) key '\(member.key)' is reserved by FCM", location: member.keyPosition))
            }
        }
        return findings
    }

    /// How to write a number or boolean as the string FCM wants.
    private static func quotingHint(_ value: JSONValue) -> String {
        switch value {
        case .number(let number): return "; write \"\(number.literal)\""
        case .bool(let flag): return "; write \"\(flag)\""
        default: return ""
        }
    }

    /// Whether Google reserves `key` in `data`: `from`, `message_type`, or a `google.` / `gcm.` prefix.
    static func isReserved(_ key: String) -> Bool {
        key == "from" || key == "message_type" || key.hasPrefix("google.") || key.hasPrefix("gcm.")
    }
}
