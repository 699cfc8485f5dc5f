import Testing
import PushCore

/// Every linter rule: a request that trips it and a close one that does not.
@Suite struct PushLinterTests {
    struct Spec: Sendable {
        var payload = #"{"aps":{"alert":"Hello"}}"#
        var type = PushType.alert
        var topic: String?
        var priority: Int?
        var expiration: Int?
        var collapseID: String?
        var apnsID: String?
        var tokenHex = Fixture.tokenHex

        func build() throws -> PushRequest {
            try Fixture.request(payload, type: type, topic: topic, priority: priority, expiration: expiration,
                                collapseID: collapseID, apnsID: apnsID, tokenHex: tokenHex)
        }
    }

    struct Rule: Sendable, CustomStringConvertible {
        let code: LintCode
        let severity: LintFinding.Severity
        let bad: Spec
        let good: Spec
        var message: String?
        var location: TextPosition?
        var description: String { code.rawValue + (message.map { ": " + $0 } ?? "") }
    }

    static func payload(_ text: String, _ type: PushType = .alert) -> Spec {
        Spec(payload: text, type: type)
    }

    static let liveUpdate = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"score":1}}}"#
    static let liveStart = #"{"aps":{"timestamp":1,"event":"start","content-state":{},"attributes-type":"Match","attributes":{},"alert":{"title":"t","body":"b"}}}"#
    static let liveEnd = #"{"aps":{"timestamp":1,"event":"end"}}"#
    static let silent = #"{"aps":{"content-available":1}}"#

    static func alertOfSize(_ bytes: Int) -> String {
        let overhead = #"{"aps":{"alert":""}}"#.utf8.count
        return #"{"aps":{"alert":""# + String(repeating: "x", count: bytes - overhead) + #""}}"#
    }

    static let rules: [Rule] = [
        Rule(code: .payloadSyntax, severity: .error, bad: payload(#"{"aps":"#), good: Spec(),
             message: "payload is not valid JSON: expected a JSON value, found end of input",
             location: TextPosition(line: 1, column: 8, offset: 7)),
        Rule(code: .payloadTooLarge, severity: .error, bad: payload(alertOfSize(4200)), good: payload(alertOfSize(4096)),
             message: "payload is 4,200 bytes, 104 over the 4,096-byte limit for alert pushes"),
        Rule(code: .payloadTooLarge, severity: .error, bad: Spec(payload: alertOfSize(5121), type: .voip),
             good: Spec(payload: alertOfSize(5120), type: .voip),
             message: "payload is 5,121 bytes, 1 over the 5,120-byte limit for voip pushes"),
        Rule(code: .payloadNotObject, severity: .error, bad: payload("[1]"), good: Spec(),
             message: "payload must be a JSON object, found array"),
        Rule(code: .duplicateKey, severity: .warning, bad: payload(#"{"aps":{"alert":"a","alert":"b"}}"#),
             good: payload(#"{"aps":{"alert":"a"},"alert":"b"}"#),
             message: "duplicate key 'alert' (first at 1:9); APNs accepts it but does not define which one wins",
             location: TextPosition(line: 1, column: 21, offset: 20)),
        Rule(code: .shadowsAPS, severity: .warning, bad: payload(#"{"aps":{"alert":"a"},"APS":{}}"#),
             good: payload(#"{"aps":{"alert":"a"},"apps":{}}"#),
             message: "top-level key 'APS' is not 'aps': keys are case-sensitive, so the device treats it as custom data"),
        Rule(code: .apsMissing, severity: .error, bad: payload(#"{"Aps":{"alert":"a"}}"#), good: Spec(),
             message: #"alert pushes need an 'aps' object, e.g. {"aps":{"alert":"Hello"}}"#),
        Rule(code: .apsMissing, severity: .error, bad: payload(#"{"content-changed":true}"#, .widgets),
             good: payload(#"{"aps":{"content-changed":true}}"#, .widgets),
             message: #"widgets pushes need an 'aps' object, e.g. {"aps":{"content-changed":true}}"#),
        Rule(code: .apsNotObject, severity: .error, bad: payload(#"{"aps":"hi"}"#), good: Spec(),
             message: "'aps' must be an object, found string", location: TextPosition(line: 1, column: 2, offset: 1)),
        Rule(code: .apsUnknownKey, severity: .warning, bad: payload(#"{"aps":{"alert":"a","colour":"red"}}"#),
             good: payload(#"{"aps":{"alert":"a"},"colour":"red"}"#),
             message: "'colour' is not an aps key Apple documents; the device ignores it (custom data goes beside 'aps', not inside)",
             location: TextPosition(line: 1, column: 21, offset: 20)),
        Rule(code: .nothingToShow, severity: .warning, bad: payload(#"{"aps":{"thread-id":"t"}}"#),
             good: payload(#"{"aps":{"badge":0}}"#)),
        Rule(code: .alert, severity: .warning, bad: payload(#"{"aps":{"alert":5}}"#), good: Spec(),
             message: "alert is a string or an object with title and body, found 5; the device shows nothing"),
        Rule(code: .alert, severity: .warning, bad: payload(#"{"aps":{"alert":{"tittle":"Hi","body":"b"}}}"#),
             good: payload(#"{"aps":{"alert":{"title":"Hi","body":"b"}}}"#),
             message: "'tittle' is not an alert key Apple documents; the device ignores it", location: TextPosition(line: 1, column: 18, offset: 17)),
        Rule(code: .badge, severity: .warning, bad: payload(#"{"aps":{"badge":"3"}}"#), good: payload(#"{"aps":{"badge":3}}"#),
             message: "badge is documented as a whole number, found '3'; the device ignores it"),
        Rule(code: .badge, severity: .warning, bad: payload(#"{"aps":{"badge":1.5}}"#), good: payload(#"{"aps":{"badge":1e2}}"#),
             message: "badge is documented as a whole number, found 1.5; the device ignores it"),
        Rule(code: .sound, severity: .warning, bad: payload(#"{"aps":{"sound":5}}"#), good: payload(#"{"aps":{"sound":"default"}}"#)),
        Rule(code: .sound, severity: .warning,
             bad: payload(#"{"aps":{"sound":{"critical":1,"name":"a.caf","volume":1.5}}}"#),
             good: payload(#"{"aps":{"sound":{"critical":1,"name":"a.caf","volume":0.5}}}"#),
             message: "sound volume is between 0 and 1, found 1.5", location: TextPosition(line: 1, column: 46, offset: 45)),
        Rule(code: .sound, severity: .warning, bad: payload(#"{"aps":{"sound":{"name":1}}}"#),
             good: payload(#"{"aps":{"sound":{"name":"x"}}}"#), message: "sound name is documented as a string, found 1"),
        Rule(code: .sound, severity: .warning, bad: payload(#"{"aps":{"sound":{"loud":true}}}"#),
             good: payload(#"{"aps":{"sound":{"critical":0}}}"#),
             message: "sound object has only critical, name and volume; the device ignores 'loud'"),
        Rule(code: .interruptionLevel, severity: .warning, bad: payload(#"{"aps":{"alert":"a","interruption-level":"urgent"}}"#),
             good: payload(#"{"aps":{"alert":"a","interruption-level":"time-sensitive"}}"#),
             message: "interruption-level is one of passive, active, time-sensitive, critical; found 'urgent', which the device ignores"),
        Rule(code: .relevanceScore, severity: .warning, bad: payload(#"{"aps":{"alert":"a","relevance-score":2}}"#),
             good: payload(#"{"aps":{"alert":"a","relevance-score":0.5}}"#),
             message: "relevance-score is between 0 and 1 for notifications, found 2"),
        Rule(code: .relevanceScore, severity: .warning,
             bad: payload(#"{"aps":{"timestamp":1,"event":"end","relevance-score":"high"}}"#, .liveactivity),
             good: payload(#"{"aps":{"timestamp":1,"event":"end","relevance-score":75}}"#, .liveactivity),
             message: "relevance-score is documented as a number, found 'high'"),
        Rule(code: .contentAvailable, severity: .warning, bad: payload(#"{"aps":{"content-available":true}}"#, .background),
             good: payload(silent, .background),
             message: "content-available is documented as the number 1, found true; APNs passes it on, but the device may not wake the app"),
        Rule(code: .backgroundContentAvailable, severity: .error, bad: payload(#"{"aps":{}}"#, .background),
             good: payload(silent, .background), message: #"background pushes need "content-available": 1 in aps"#),
        Rule(code: .backgroundVisible, severity: .warning,
             bad: payload(#"{"aps":{"content-available":1,"badge":1}}"#, .background), good: payload(silent, .background),
             message: "a background push with badge is no longer silent; send it as an alert push or drop those keys"),
        Rule(code: .priorityInvalid, severity: .error, bad: Spec(priority: 7), good: Spec(priority: 1),
             message: "priority must be 10, 5 or 1; found 7"),
        Rule(code: .priorityNotAllowed, severity: .error,
             bad: Spec(payload: silent, type: .background, priority: 10), good: Spec(payload: silent, type: .background, priority: 5),
             message: "background pushes must use priority 5 (Apple: 10 is an error for background pushes); found 10"),
        Rule(code: .priorityNotAllowed, severity: .error,
             bad: Spec(payload: silent, type: .background, priority: 1), good: Spec(payload: silent, type: .background),
             message: "background pushes must use priority 5; found 1"),
        Rule(code: .priorityNotAllowed, severity: .error,
             bad: Spec(payload: liveUpdate, type: .liveactivity, priority: 1), good: Spec(payload: liveUpdate, type: .liveactivity, priority: 5),
             message: "liveactivity pushes must use priority 10 or 5; found 1"),
        Rule(code: .contentChangedMissing, severity: .error, bad: payload(#"{"aps":{}}"#, .widgets),
             good: payload(#"{"aps":{"content-changed":true}}"#, .widgets),
             message: #"widgets pushes need "content-changed": true in aps, or the system reloads nothing"#),
        Rule(code: .contentChanged, severity: .warning, bad: payload(#"{"aps":{"content-changed":1}}"#, .controls),
             good: payload(#"{"aps":{"content-changed":true}}"#, .controls),
             message: "content-changed is documented as true, found 1"),
        Rule(code: .topicMissing, severity: .error, bad: Spec(topic: ""), good: Spec(topic: "com.example.app"),
             message: "topic is empty: APNs answers MissingTopic; set it to the app's bundle ID"),
        Rule(code: .topicForeignSuffix, severity: .warning, bad: Spec(topic: "com.example.app.voip"), good: Spec(topic: "com.example.app"),
             message: "topic 'com.example.app.voip' ends in '.voip', the suffix of voip pushes; fine if that is the app's bundle ID, otherwise use the bare bundle ID for alert pushes"),
        Rule(code: .topicSuffix, severity: .error, bad: Spec(type: .voip, topic: "com.example.app"),
             good: Spec(type: .voip, topic: "com.example.app.voip"),
             message: "voip pushes need a topic ending in '.voip', such as 'com.example.app.voip'; found 'com.example.app'"),
        Rule(code: .collapseIDTooLong, severity: .error, bad: Spec(collapseID: String(repeating: "é", count: 33)),
             good: Spec(collapseID: String(repeating: "é", count: 32)), message: "collapse ID is 66 bytes, 2 over the 64-byte limit"),
        Rule(code: .apnsIDNotCanonical, severity: .error, bad: Spec(apnsID: "123E4567-E89B-12D3-A456-4266554400A0"),
             good: Spec(apnsID: "123e4567-e89b-12d3-a456-4266554400a0")),
        Rule(code: .expirationInvalid, severity: .error, bad: Spec(expiration: -1), good: Spec(expiration: 0),
             message: "expiration must be 0 or a UNIX time in seconds; found -1"),
        Rule(code: .expirationLooksLikeDuration, severity: .warning, bad: Spec(expiration: 300), good: Spec(expiration: 1_767_225_600),
             message: "expiration 300 is a moment in 1970-2001: apns-expiration is an absolute UNIX time in seconds, not a duration"),
        Rule(code: .liveActivityMissingKey, severity: .error,
             bad: payload(#"{"aps":{"timestamp":1,"event":"update"}}"#, .liveactivity), good: payload(liveUpdate, .liveactivity),
             message: "Live Activity 'update' pushes need 'content-state' in aps"),
        Rule(code: .liveActivityMissingKey, severity: .error,
             bad: payload(#"{"aps":{"event":"end"}}"#, .liveactivity), good: payload(liveEnd, .liveactivity),
             message: "Live Activity 'end' pushes need 'timestamp' in aps"),
        Rule(code: .liveActivityMissingKey, severity: .error,
             bad: payload(#"{"aps":{"timestamp":1,"event":"start","content-state":{}}}"#, .liveactivity), good: payload(liveStart, .liveactivity),
             message: "Live Activity 'start' pushes need 'attributes-type', 'attributes', 'alert' in aps"),
        Rule(code: .liveActivityMissingKey, severity: .error,
             bad: payload(#"{"aps":{"timestamp":1,"content-state":{}}}"#, .liveactivity), good: payload(liveUpdate, .liveactivity),
             message: #"Live Activity pushes need "event" in aps: start, update, end"#),
        Rule(code: .liveActivityEvent, severity: .error,
             bad: payload(#"{"aps":{"timestamp":1,"event":"pause"}}"#, .liveactivity), good: payload(liveEnd, .liveactivity),
             message: "Live Activity event must be one of start, update, end; found 'pause'"),
        Rule(code: .liveActivityTimestamp, severity: .warning,
             bad: payload(#"{"aps":{"timestamp":1700000000000,"event":"end"}}"#, .liveactivity), good: payload(liveEnd, .liveactivity),
             message: "timestamp 1700000000000 looks like milliseconds: it is a UNIX time in seconds, such as 1700000000"),
        Rule(code: .liveActivityTimestamp, severity: .warning,
             bad: payload(#"{"aps":{"timestamp":"1700000000","event":"end"}}"#, .liveactivity), good: payload(liveEnd, .liveactivity),
             message: "timestamp is a UNIX time in seconds (a number), found '1700000000'"),
        Rule(code: .liveActivityDate, severity: .warning,
             bad: payload(#"{"aps":{"timestamp":1,"event":"end","dismissal-date":"soon"}}"#, .liveactivity),
             good: payload(#"{"aps":{"timestamp":1,"event":"end","dismissal-date":1700003600}}"#, .liveactivity),
             message: "dismissal-date is a UNIX time in seconds (a number), found 'soon'"),
        Rule(code: .liveActivityContentState, severity: .warning,
             bad: payload(#"{"aps":{"timestamp":1,"event":"update","content-state":"3-1"}}"#, .liveactivity),
             good: payload(liveUpdate, .liveactivity),
             message: "content-state is decoded into the app's ContentState, so it is an object; found '3-1', which the activity cannot decode"),
        Rule(code: .pushTypeUnknown, severity: .warning, bad: Spec(type: PushType(rawValue: "hologram")), good: Spec(),
             message: "push type 'hologram' is not one Apple documents; APNs may answer InvalidPushType"),
        Rule(code: .tokenLength, severity: .warning, bad: Spec(tokenHex: "abcd"), good: Spec(),
             message: "device token has 4 hex digits, not the usual 64; check it is complete"),
    ]

    @Test(arguments: rules)
    func ruleFires(_ rule: Rule) throws {
        let all = PushLinter.lint(try rule.bad.build())
        let finding = try #require(all.first { $0.code == rule.code }, "expected \(rule.code.rawValue) in \(all)")
        #expect(finding.severity == rule.severity)
        if let message = rule.message { #expect(finding.message == message) }
        if let location = rule.location { #expect(finding.location == location) }
    }

    @Test(arguments: rules)
    func ruleStaysQuietOnTheCorrectedRequest(_ rule: Rule) throws {
        let findings = PushLinter.lint(try rule.good.build())
        #expect(!findings.contains { $0.code == rule.code }, "unexpected \(findings)")
    }

    @Test func everyRuleHasACase() {
        // The fcm.* codes belong to FCMLinter (FCMLinterTests), certificate.* to CertificateTopicRules,
        // broadcast.* to BroadcastLinter (BroadcastRequestTests).
        let others = ["fcm.", "certificate.", "broadcast."]
        #expect(Set(Self.rules.map(\.code)) == Set(LintCode.allCases.filter { code in !others.contains { code.rawValue.hasPrefix($0) } }))
    }

    static let cleanRequests: [Spec] = [
        Spec(),
        payload(#"{"aps":{"alert":{"title":"T","body":"B"},"badge":1,"sound":"default","thread-id":"x","category":"C","mutable-content":1,"interruption-level":"passive","relevance-score":1},"custom":{"aps":1}}"#),
        Spec(payload: silent, type: .background),
        Spec(payload: #"{"aps":{"alert":"Call"},"caller":"Ann"}"#, type: .voip),
        Spec(payload: #"{"caller":"Ann","uuid":"5e0c4e3a-2f1d-4b8e-9a2b-0c6f2d1e7a11"}"#, type: .voip),
        Spec(payload: #"{"aps":{}}"#, type: .complication),
        Spec(payload: #"{}"#, type: .complication),
        Spec(payload: #"{"aps":{}}"#, type: .fileprovider),
        Spec(payload: #"{"container-identifier":"NSFileProviderRootContainerItemIdentifier","domain":"D"}"#, type: .fileprovider),
        Spec(payload: #"{"mdm":"PushMagic-123"}"#, type: .mdm, topic: "com.apple.mgmt.External.1234"),
        Spec(payload: #"{"aps":{}}"#, type: .location),
        Spec(payload: #"{}"#, type: .location),
        Spec(payload: #"{"activeSpeaker":"Ann"}"#, type: .pushtotalk, expiration: 0),
        Spec(payload: liveStart, type: .liveactivity),
        Spec(payload: liveUpdate, type: .liveactivity, priority: 5),
        Spec(payload: liveEnd, type: .liveactivity),
        Spec(payload: #"{"aps":{}}"#, type: .pushtotalk, expiration: 0),
        Spec(payload: #"{"aps":{"content-changed":true}}"#, type: .widgets),
        Spec(payload: #"{"aps":{"content-changed":true}}"#, type: .controls),
    ]

    @Test(arguments: cleanRequests)
    func wellFormedRequestsHaveNoFindings(_ spec: Spec) throws {
        #expect(PushLinter.lint(try spec.build()) == [])
    }

    @Test func reusesAParsedDocument() throws {
        let request = try Fixture.request(#"{"aps":{"badge":"x"}}"#)
        let document = PayloadDocument(text: request.payload)
        #expect(PushLinter.lint(request, document: document) == PushLinter.lint(request))
    }

    @Test func findingDescriptionNamesSeverityCodeAndPlace() {
        let finding = LintFinding(severity: .error, code: .badge, message: "badge must be a whole number, found '3'",
                                  location: TextPosition(line: 2, column: 5, offset: 9))
        #expect(finding.description == "error aps.badge at 2:5: badge must be a whole number, found '3'")
    }

    /// The header fields alone (F2) get the same rules a whole request gets, nothing about a
    /// token, topic or payload.
    @Test func theFieldsAloneAreLintedByTheRequestsRules() throws {
        let headers = PushHeaders(pushType: .background, priority: 10, expiration: 86_400,
                                  collapseID: String(repeating: "c", count: 79), apnsID: "NOT-A-UUID")
        let codes = PushLinter.lintFields(headers).map(\.code)
        #expect(codes == [.priorityNotAllowed, .collapseIDTooLong, .apnsIDNotCanonical, .expirationLooksLikeDuration])
        let request = PushRequest(token: try DeviceToken(parsing: String(repeating: "ab", count: 32)), headers: headers, payload: "{}")
        let fromRequest = PushLinter.lint(request).map(\.code)
        #expect(codes.allSatisfy(fromRequest.contains))
        #expect(PushLinter.lintFields(PushHeaders(pushType: .alert)).isEmpty)
    }
}
