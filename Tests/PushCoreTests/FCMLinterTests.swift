import PushCore
import Testing

/// The FCM linter, one test per finding of issue 16: what FCM accepts passes, what it answers
/// 400 to is an error that names the field.
@Suite struct FCMLinterTests {
    private func codes(_ text: String, target: FCMTarget? = nil) -> [LintCode] {
        FCMLinter.findings(for: text, target: target).map(\.code)
    }

    private func errors(_ text: String, target: FCMTarget? = nil) -> [LintFinding] {
        FCMLinter.findings(for: text, target: target).filter { $0.severity == .error }
    }

    private func only(_ text: String, target: FCMTarget? = nil) throws -> LintFinding {
        let findings = FCMLinter.findings(for: text, target: target)
        #expect(findings.count == 1, "\(findings)")
        return try #require(findings.first)
    }

    @Test func aWellFormedMessageHasNoFindings() {
        #expect(codes(#"{"token":"abc","notification":{"title":"Hi"},"data":{"k":"v"},"android":{"priority":"HIGH"}}"#).isEmpty)
        #expect(codes(#"{"data":{"k":"v"}}"#, target: .topic("news")).isEmpty)
    }

    @Test(arguments: [
        (#"{"data":{"k":"v"}}"#, "none"),
        (#"{"token":"a","topic":"b"}"#, "token and topic"),
        (#"{"fid":"a","token":"b"}"#, "fid and token"),
    ])
    func needsExactlyOneTarget(text: String, found: String) throws {
        let finding = try only(text)
        #expect(finding.code == .fcmTarget && finding.severity == .error)
        #expect(finding.message == "a message needs exactly one of token, topic, condition or fid; found \(found)")
    }

    // Found: the fid target gave "no target"; Google marks token deprecated in favour of fid.
    @Test func fidIsATarget() {
        #expect(codes(#"{"fid":"cXx1:APA91b","notification":{"title":"Hi"}}"#).isEmpty)
        #expect(FCMTarget(message: .object([.init(key: "fid", value: .string("f1"))])) == .fid("f1"))
    }

    // Found: the 4,096-byte limit was applied to the whole message, so the token's length decided.
    @Test func sizeCountsThePayloadNotTheTokenOrPlatformBlocks() {
        let data = String(repeating: "x", count: 4000)
        let message = #"{"data":{"k":"\#(data)"}}"#
        #expect(codes(message, target: .token("short")).isEmpty)
        #expect(codes(message, target: .token(String(repeating: "t", count: 4000))).isEmpty)
        let half = String(repeating: "y", count: 2000)
        let platforms = #"{"token":"t","android":{"notification":{"body":"\#(half)"}},"apns":{"payload":{"aps":{"alert":"\#(half)"}}}}"#
        #expect(codes(platforms).isEmpty)
        let over = #"{"token":"t","data":{"k":"\#(data)","more":"\#(String(repeating: "z", count: 200))"}}"#
        let finding = errors(over).first
        #expect(finding?.code == .payloadTooLarge)
        #expect(finding?.message == "the message's data and notification text are 4,205 bytes (keys and values, per platform); FCM allows 4,096")
    }

    @Test func aPlatformDataOverrideIsMeasuredOnItsOwn() throws {
        let big = String(repeating: "x", count: 3000)
        // android.data replaces data on Android: two 3,000-byte payloads, neither over 4,096.
        #expect(codes(#"{"token":"t","data":{"k":"\#(big)"},"android":{"data":{"k":"\#(big)"}}}"#).isEmpty)
        #expect(FCMLinter.size(of: try JSONParser.parse(#"{"data":{"ab":"cd"},"notification":{"title":"x"}}"#), target: nil).bytes == 4 + 6)
    }

    @Test func topicMessagesOver2048BytesWarnButAreSent() throws {
        let body = String(repeating: "x", count: 3000)
        let finding = try only(#"{"topic":"news","data":{"k":"\#(body)"}}"#)
        #expect(finding.code == .payloadTooLarge && finding.severity == .warning)
        #expect(finding.message.contains("2,048 for topic messages"))
    }

    @Test func anAPNsPayloadOverAPNsLimitIsRefused() {
        let alert = String(repeating: "x", count: 4100)
        #expect(codes(#"{"token":"t","apns":{"payload":{"aps":{"alert":"\#(alert)"}}}}"#) == [.payloadTooLarge])
    }

    // Found: the documented body {"message":{…}} was refused with "found none".
    @Test func theDocumentedRequestBodyIsAcceptedAndUnwrapped() throws {
        let body = #"{"message":{"token":"abc","notification":{"title":"Hi"}}}"#
        #expect(codes(body).isEmpty)
        let message = try JSONParser.parse(body)
        let request = FCMSendRequest(project: "p", message: message)
        #expect(String(decoding: request.body(), as: UTF8.self) == #"{"message":{"token":"abc","notification":{"title":"Hi"}}}"#)
        #expect(FCMTarget(message: message) == .token("abc"))
        let withFlag = try only(#"{"message":{"token":"abc"},"validate_only":true}"#)
        #expect(withFlag.code == .fcmIgnored && withFlag.severity == .warning)
        #expect(codes(#"{"message":{"token":"abc"},"dry_run":true}"#) == [.fcmUnknownField])
        // The inner message is linted with its path.
        #expect(errors(#"{"message":{"token":"abc","android":{"ttl":60}}}"#).first?.message.hasPrefix("message.android.ttl:") == true)
    }

    // Found: legacy and misspelled fields passed; FCM answers "Unknown name … Cannot find field".
    @Test(arguments: [
        (#"{"token":"a","priority":"high"}"#, "message.priority: Message has no field 'priority'", "android.priority"),
        (#"{"token":"a","content_available":true}"#, "message.content_available:", "content-available"),
        (#"{"token":"a","time_to_live":60}"#, "message.time_to_live:", "android.ttl"),
        (#"{"token":"a","notification":{"titel":"Hi"}}"#, "message.notification.titel: Notification has no field 'titel'", "did you mean 'title'?"),
    ])
    func unknownAndLegacyFieldsAreErrors(text: String, prefix: String, hint: String) throws {
        let finding = try only(text)
        #expect(finding.code == .fcmUnknownField && finding.severity == .error)
        #expect(finding.message.hasPrefix(prefix), "\(finding.message)")
        #expect(finding.message.contains(hint), "\(finding.message)")
        #expect(finding.location != nil)
    }

    @Test func camelCaseNamesAreAcceptedAsProtoJSONDoes() {
        #expect(codes(#"{"token":"a","android":{"collapseKey":"k","directBootOk":true,"notification":{"channelId":"c","clickAction":"OPEN"}}}"#).isEmpty)
    }

    // Found: android.ttl as a number or without the "s" unit passed.
    @Test(arguments: [
        (#"{"token":"a","android":{"ttl":60}}"#, #"message.android.ttl: expected a duration such as "3.5s", found 60; write "60s""#),
        (#"{"token":"a","android":{"ttl":"60"}}"#, #"message.android.ttl: expected a duration such as "3.5s", found '60'; add the unit: "60s""#),
        (#"{"token":"a","android":{"ttl":"1h"}}"#, #"message.android.ttl: expected a duration such as "3.5s", found '1h'"#),
    ])
    func androidTTLMustBeADurationString(text: String, message: String) throws {
        let finding = try only(text)
        #expect(finding.code == .fcmDuration && finding.severity == .error)
        #expect(finding.message == message)
        #expect(codes(#"{"token":"a","android":{"ttl":"3.5s"}}"#).isEmpty)
        #expect(codes(#"{"token":"a","android":{"ttl":"86400s"}}"#).isEmpty)
    }

    @Test func aTTLOverFourWeeksWarns() throws {
        let finding = try only(#"{"token":"a","android":{"ttl":"2419201s"}}"#)
        #expect(finding.code == .fcmIgnored && finding.severity == .warning)
    }

    // Found: invalid enum values such as android.priority "urgent" passed.
    @Test func enumValuesMustBeOnesFCMKnows() throws {
        let finding = try only(#"{"token":"a","android":{"priority":"urgent"}}"#)
        #expect(finding.code == .fcmEnum && finding.severity == .error)
        #expect(finding.message == "message.android.priority: expected one of NORMAL, HIGH, found 'urgent'")
        // Google's own guide writes "high"; enum names are read without regard to case.
        #expect(codes(#"{"token":"a","android":{"priority":"high","notification":{"visibility":"PUBLIC","notification_priority":"PRIORITY_MAX"}}}"#).isEmpty)
        #expect(codes(#"{"token":"a","android":{"notification":{"visibility":"HIDDEN"}}}"#) == [.fcmEnum])
    }

    // Found: a condition with more than five topics passed.
    @Test func aConditionNamesAtMostFiveTopics() throws {
        let five = (1...5).map { "'t\($0)' in topics" }.joined(separator: " || ")
        #expect(codes(#"{"condition":"\#(five)"}"#).isEmpty)
        let six = five + " || 't6' in topics"
        let finding = try only(#"{"condition":"\#(six)"}"#)
        #expect(finding.code == .fcmTopic && finding.severity == .error)
        #expect(finding.message == "message.condition names 6 topics; FCM allows at most 5")
        #expect(codes(#"{"data":{"k":"v"}}"#, target: .condition(six)) == [.fcmTopic])
    }

    // Found: topic names with a /topics/ prefix, spaces or empty passed.
    @Test(arguments: [
        ("/topics/news", "message.topic: write the topic name without '/topics/': 'news'"),
        ("breaking news", "message.topic: topic 'breaking news' has ' '; a topic name takes only letters, digits and - _ . ~ %"),
        ("", "message.topic: the topic name is empty"),
    ])
    func topicNamesFollowGooglesPattern(name: String, message: String) throws {
        let finding = try only(#"{"topic":"\#(name)"}"#)
        #expect(finding.code == .fcmTopic && finding.severity == .error)
        #expect(finding.message == message)
        #expect(codes(#"{"data":{"k":"v"}}"#, target: .topic(name)) == [.fcmTopic])
        #expect(codes(#"{"topic":"news-2026_v1.0~%"}"#).isEmpty)
        #expect(codes(#"{"condition":"'bad name' in topics"}"#) == [.fcmTopic])
    }

    // Found: analytics labels outside [a-zA-Z0-9-_.~%]{1,50} passed.
    @Test func analyticsLabelsFollowGooglesPattern() throws {
        let finding = try only(#"{"token":"a","apns":{"fcm_options":{"analytics_label":"spring sale!"}}}"#)
        #expect(finding.code == .fcmAnalyticsLabel && finding.severity == .error)
        #expect(finding.message == "message.apns.fcm_options.analytics_label: 'spring sale!' must be 1 to 50 of letters, digits and - _ . ~ %")
        #expect(codes(#"{"token":"a","fcm_options":{"analytics_label":"\#(String(repeating: "a", count: 51))"}}"#) == [.fcmAnalyticsLabel])
        #expect(codes(#"{"token":"a","fcm_options":{"analytics_label":"spring_sale-2026"}}"#).isEmpty)
    }

    // Found: wrong field types passed.
    @Test(arguments: [
        (#"{"token":"a","notification":{"title":1}}"#, #"message.notification.title: expected a string, found 1; write "1""#),
        (#"{"token":"a","webpush":{"headers":{"TTL":60}}}"#, #"message.webpush.headers.TTL: expected a string, found number; write "60""#),
        (#"{"token":"a","apns":{"payload":"x"}}"#, "message.apns.payload: expected an object, found 'x'"),
        (#"{"token":"a","android":"HIGH"}"#, "message.android: expected an object, found 'HIGH'"),
        ("{\"token\":\"a\",\n \"data\":{\"count\":3}}", #"message.data.count: expected a string, found number; write "3""#),
    ])
    func fieldTypesAreChecked(text: String, message: String) throws {
        let finding = try only(text)
        #expect(finding.code == .fcmType && finding.severity == .error)
        #expect(finding.message == message)
        #expect(finding.location != nil)
    }

    // Found: apns.headers asking for background at priority 10 passed; APNs refuses it.
    @Test func aBackgroundPushAtPriority10InAPNsHeadersIsRefused() throws {
        let finding = try only(#"{"token":"a","apns":{"headers":{"apns-push-type":"background","apns-priority":"10"},"payload":{"aps":{"content-available":1}}}}"#)
        #expect(finding.code == .fcmAPNsPriority && finding.severity == .error)
        #expect(codes(#"{"token":"a","apns":{"headers":{"apns-push-type":"background","apns-priority":"5"},"payload":{"aps":{"content-available":1}}}}"#).isEmpty)
    }

    // Found: the reserved data keys gcm and google… (without a dot) passed.
    @Test(arguments: ["gcm", "google", "googleAnalytics", "gcm.notification.x", "google.c.a", "from", "message_type"])
    func reservedDataKeysAreRefused(key: String) throws {
        let finding = try only(#"{"token":"a","data":{"\#(key)":"1"}}"#)
        #expect(finding.code == .fcmReservedKey && finding.severity == .error)
        #expect(codes(#"{"token":"a","data":{"fromCity":"1","gc":"2"}}"#).isEmpty)
    }

    @Test func everyFCMCodeIsExercised() {
        let exercised: Set<LintCode> = [.fcmTarget, .fcmTopic, .fcmType, .fcmUnknownField, .fcmDuration, .fcmEnum,
                                        .fcmAnalyticsLabel, .fcmReservedKey, .fcmAPNsPriority, .fcmIgnored]
        #expect(exercised == Set(LintCode.allCases.filter { $0.rawValue.hasPrefix("fcm.") }))
    }

    @Test func syntaxErrorsAreReportedFirst() {
        #expect(codes(#"{"token":"#) == [.payloadSyntax])
        #expect(codes("[1]") == [.payloadNotObject])
    }
}
