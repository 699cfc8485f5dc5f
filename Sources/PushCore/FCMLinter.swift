/// Checks an FCM message before it is sent, by the rules of
/// [projects.messages](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages):
/// the message schema (``FCMSchema``: unknown fields, types, durations, enums), exactly one
/// target, topic and condition rules, analytics labels, reserved data keys, and the size Google
/// counts. Errors are what FCM answers `400 INVALID_ARGUMENT`; warnings are accepted but likely
/// not meant.
///
/// The text may be the message object or the documented request body `{"message": {…}}`.
public enum FCMLinter {
    /// The most topics a condition may name ("You can include up to five topics in your
    /// conditional expression", [Send messages to topics](https://firebase.google.com/docs/cloud-messaging/send-message#send-messages-to-topics)).
    public static let maximumConditionTopics = 5
    /// The longest `analytics_label` ([FcmOptions](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#fcmoptions): `^[a-zA-Z0-9-_.~%]{1,50}$`).
    public static let maximumAnalyticsLabelLength = 50
    /// The longest `android.ttl` FCM keeps a message: four weeks.
    public static let maximumTTLSeconds = 2_419_200.0

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
        guard let body = document.value, body.members != nil else {
            return [LintFinding(severity: .error, code: .payloadNotObject, message: "an FCM message must be a JSON object")]
        }
        var findings = LintFindings()
        let message = FCMSendRequest.unwrapped(body)
        if message != body {
            lintRequestBody(body, into: &findings)
        }
        FCMSchemaChecker().check(message, schema: .message, path: "message", into: &findings)
        lintTarget(message, target: target, into: &findings)
        lintAnalyticsLabels(message, into: &findings)
        lintReservedKeys(message, into: &findings)
        lintAPNsHeaders(message, into: &findings)
        lintTTL(message, into: &findings)
        lintSize(message, target: target, into: &findings)
        let all = findings.all
        return all.filter { $0.severity == .error } + all.filter { $0.severity == .warning }
    }

    /// The members of the request body beside `message`: only `validate_only`, which pushtui sets
    /// from `--validate-only` instead.
    private static func lintRequestBody(_ body: JSONValue, into findings: inout LintFindings) {
        for member in body.members ?? [] where member.key != FCMSendRequest.messageKey {
            if FCMSchema.snakeCase(member.key) == "validate_only" {
                findings.warning(.fcmIgnored, "validate_only in the file is not sent: pushtui sends the message inside it; use send --validate-only", at: member.keyPosition)
            } else {
                findings.error(.fcmUnknownField, "'\(member.key)' is not a field of the send request, which takes message and validate_only; FCM answers \"Unknown name … Cannot find field\"", at: member.keyPosition)
            }
        }
    }

    private static func lintTarget(_ message: JSONValue, target: FCMTarget?, into findings: inout LintFindings) {
        let named = (message.members ?? []).filter { FCMTarget.fieldNames.contains($0.key) }
        if let target {
            lintTargetValue(target, at: nil, into: &findings)
            return
        }
        guard named.count == 1 else {
            let found = named.isEmpty ? "none" : named.map(\.key).joined(separator: " and ")
            findings.error(.fcmTarget, "a message needs exactly one of token, topic, condition or fid; found \(found)")
            return
        }
        if let target = FCMTarget(message: message) {
            lintTargetValue(target, at: named[0].keyPosition, into: &findings)
        }
    }

    /// A token must have a registration token's shape (``RegistrationToken``); topic names must
    /// match `[a-zA-Z0-9-_.~%]+` and come without `/topics/`; a condition names at most five topics ([Send messages to topics](https://firebase.google.com/docs/cloud-messaging/send-message#send-messages-to-topics)).
    private static func lintTargetValue(_ target: FCMTarget, at position: TextPosition?, into findings: inout LintFindings) {
        switch target {
        case .topic(let name):
            if let problem = topicNameProblem(name) {
                findings.error(.fcmTopic, "message.topic: \(problem)", at: position)
            }
        case .condition(let condition):
            let names = conditionTopics(condition)
            if names.count > maximumConditionTopics {
                findings.error(.fcmTopic, "message.condition names \(names.count) topics; FCM allows at most \(maximumConditionTopics)", at: position)
            }
            for name in names {
                if let problem = topicNameProblem(name) {
                    findings.error(.fcmTopic, "message.condition: \(problem)", at: position)
                }
            }
        case .token(let token):
            // A registration token's shape, as the token book checks it: a template's placeholder
            // (or a pasting accident) is explained here rather than by FCM's 400.
            do {
                _ = try RegistrationToken(parsing: token)
            } catch {
                findings.error(.fcmTarget, "message.token: \(error.description); choose a device (its token replaces this one) or paste the app's registration token",
                               at: position)
            }
        case .fid:
            break
        }
    }

    /// Why FCM refuses `name` as a topic, or nil when it is fine.
    static func topicNameProblem(_ name: String) -> String? {
        if name.hasPrefix("/topics/") {
            return "write the topic name without '/topics/': '\(name.dropFirst("/topics/".count))'"
        }
        if name.isEmpty { return "the topic name is empty" }
        if let bad = name.first(where: { !isTopicCharacter($0) }) {
            return "topic '\(name)' has '\(bad)'; a topic name takes only letters, digits and - _ . ~ %"
        }
        return nil
    }

    /// The topic names a condition tests: each quoted name followed by `in topics`.
    static func conditionTopics(_ condition: String) -> [String] {
        condition.matches(of: /['"]([^'"]*)['"]\s*in\s+topics/).map { String($0.output.1) }
    }

    /// A character of `[a-zA-Z0-9-_.~%]`, the set Google allows in topic names and analytics labels.
    static func isTopicCharacter(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || "-_.~%".contains(character)
    }

    private static func lintAnalyticsLabels(_ message: JSONValue, into findings: inout LintFindings) {
        for block in [nil, "android", "apns", "webpush"] {
            let owner = block.map { message[$0] } ?? message
            guard let options = owner?.member(named: "fcm_options") ?? owner?.member(named: "fcmOptions"),
                  let label = options.value.member(named: "analytics_label") ?? options.value.member(named: "analyticsLabel"),
                  let text = label.value.stringValue else { continue }
            if text.isEmpty || text.count > maximumAnalyticsLabelLength || !text.allSatisfy(isTopicCharacter) {
                let path = ["message", block, options.key, label.key].compactMap { $0 }.joined(separator: ".")
                findings.error(.fcmAnalyticsLabel, "\(path): '\(text)' must be 1 to \(maximumAnalyticsLabelLength) of letters, digits and - _ . ~ %", at: label.keyPosition)
            }
        }
    }

    /// The `data` field's doc in [projects.messages](https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages):
    /// a key must not be a reserved word: `from`, `message_type`, or any word starting with
    /// `google` or `gcm`.
    private static func lintReservedKeys(_ message: JSONValue, into findings: inout LintFindings) {
        for (path, data) in [("message.data", message["data"]), ("message.android.data", message["android"]?["data"])] {
            for member in data?.members ?? [] where isReserved(member.key) {
                findings.error(.fcmReservedKey, "\(path) key '\(member.key)' is reserved by FCM (from, message_type, and anything starting with google or gcm)", at: member.keyPosition)
            }
        }
    }

    /// Whether Google reserves `key` in `data`.
    static func isReserved(_ key: String) -> Bool {
        key == "from" || key == "message_type" || key.hasPrefix("google") || key.hasPrefix("gcm")
    }

    /// A background push at priority 10 is an error on APNs ("must be 5"), so FCM's APNs leg fails.
    private static func lintAPNsHeaders(_ message: JSONValue, into findings: inout LintFindings) {
        guard let headers = message["apns"]?.member(named: "headers"), let members = headers.value.members else { return }
        func header(_ name: String) -> JSONMember? { members.first { $0.key.lowercased() == name } }
        guard header(APNsHeaderName.pushType)?.value.stringValue == PushType.background.rawValue,
              let priority = header(APNsHeaderName.priority), priority.value.stringValue == "10" else { return }
        findings.error(.fcmAPNsPriority, "message.apns.headers: a background push (apns-push-type: background) must use apns-priority \"5\"; APNs refuses 10", at: priority.keyPosition)
    }

    private static func lintTTL(_ message: JSONValue, into findings: inout LintFindings) {
        guard let ttl = message["android"]?.member(named: "ttl"),
              let seconds = FCMSchemaChecker.seconds(ofDuration: ttl.value), seconds > maximumTTLSeconds else { return }
        findings.warning(.fcmIgnored, "message.android.ttl is over four weeks (2419200s), the longest FCM keeps a message", at: ttl.keyPosition)
    }

    private static func lintSize(_ message: JSONValue, target: FCMTarget?, into findings: inout LintFindings) {
        let size = size(of: message, target: target)
        if size.bytes > size.limit {
            findings.error(.payloadTooLarge, "the message's data and notification text are \(size.bytes.grouped) bytes (keys and values, per platform); FCM allows \(size.limit.grouped)")
        } else if size.isTopic, size.bytes > FCMSendRequest.topicMessageLimit {
            findings.warning(.payloadTooLarge, "the message's data and notification text are \(size.bytes.grouped) bytes; Google's topic messaging page allows \(FCMSendRequest.topicMessageLimit.grouped) for topic messages where its message reference allows \(size.limit.grouped)")
        }
        if let payload = message["apns"]?["payload"], payload.members != nil {
            let bytes = payload.wireBytes().count
            if bytes > PushTypeRule.standardPayloadLimit {
                findings.error(.payloadTooLarge, "message.apns.payload is \(bytes.grouped) bytes; APNs allows \(PushTypeRule.standardPayloadLimit.grouped)")
            }
        }
    }

    /// The bytes FCM counts against its limit, the limit, and whether the message goes to a topic.
    ///
    /// Google limits the payload, the keys and values of `data` and the notification's text, to
    /// 4096 bytes ([About FCM messages](https://firebase.google.com/docs/cloud-messaging/concept-options));
    /// the target, the token and the platform options are not payload. Each platform gets its own
    /// payload, since `android.data` and `webpush.data` replace `data`, so the largest one is
    /// measured. Google's pages disagree on topic messages: 2048 bytes in one place, 4096 for every
    /// message in others. pushtui follows 4096 (a false refusal would block a message FCM delivers)
    /// and warns about a topic message over 2048.
    public static func size(of message: JSONValue, target: FCMTarget?) -> (bytes: Int, limit: Int, isTopic: Bool) {
        let message = FCMSendRequest.unwrapped(message)
        let isTopic = (target ?? FCMTarget(message: message)).map { if case .topic = $0 { true } else { false } } ?? false
        let notification = stringBytes(message["notification"])
        let data = message["data"]
        let platforms = [message["android"]?["data"] ?? data, message["webpush"]?["data"] ?? data, data]
        let bytes = platforms.map { stringBytes($0) + notification }.max() ?? notification
        return (bytes, FCMSendRequest.messageLimit, isTopic)
    }

    /// The UTF-8 bytes of the keys and string values of an object (0 when it is not one).
    private static func stringBytes(_ value: JSONValue?) -> Int {
        (value?.members ?? []).reduce(0) { total, member in
            total + member.key.utf8.count + (member.value.stringValue?.utf8.count ?? 0)
        }
    }
}
