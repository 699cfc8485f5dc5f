import PushCore
import Testing

/// One test per APNs finding of issue 16: pushes APNs accepts are never refused (errors only for
/// what APNs refuses or Apple's documentation makes impossible), and pushes that reach the device
/// and do nothing are flagged with a warning.
@Suite struct LintSeverityTests {
    private func findings(_ payload: String, _ type: PushType = .alert, topic: String? = nil) throws -> [LintFinding] {
        PushLinter.lint(try Fixture.request(payload, type: type, topic: topic))
    }

    private func errors(_ payload: String, _ type: PushType = .alert, topic: String? = nil) throws -> [LintFinding] {
        try findings(payload, type, topic: topic).filter { $0.severity == .error }
    }

    /// The only finding for `payload`, which must be a warning of `code`.
    private func onlyWarning(_ payload: String, _ type: PushType = .alert, code: LintCode) throws -> LintFinding {
        let all = try findings(payload, type)
        #expect(all.map(\.code) == [code], "\(all)")
        let finding = try #require(all.first)
        #expect(finding.severity == .warning)
        return finding
    }

    // Found: aps was required for voip, pushtotalk, fileprovider, complication and location.
    @Test(arguments: [
        (PushType.voip, #"{"caller":"Bob","uuid":"5e0c4e3a-2f1d-4b8e-9a2b-0c6f2d1e7a11"}"#),
        (.pushtotalk, #"{"activeSpeaker":"The Dispatcher"}"#),
        (.fileprovider, #"{"container-identifier":"NSFileProviderWorkingSetContainerItemIdentifier","domain":"com.example.domain"}"#),
        (.complication, #"{"score":"3-1"}"#),
        (.location, "{}"),
        (.mdm, #"{"mdm":"PushMagic"}"#),
    ])
    func apsIsOptionalForPushKitStylePushes(type: PushType, payload: String) throws {
        let topic = type == .mdm ? "com.apple.mgmt.External.1234" : nil
        #expect(try findings(payload, type, topic: topic) == [])
    }

    @Test(arguments: [PushType.alert, .background, .liveactivity, .widgets, .controls])
    func apsIsRequiredForNotificationPushes(type: PushType) throws {
        let refused = try errors(#"{"caller":"Bob"}"#, type)
        #expect(refused.map(\.code) == [.apsMissing])
        #expect(refused.first?.message.hasPrefix("\(type) pushes need an 'aps' object") == true)
        #expect(type.requiresAPS)
    }

    // Found: a bundle ID ending in a push-type suffix was an error, and stripped when deriving topics.
    @Test func aBundleIDEndingInAPushTypeSuffixIsNotRefusedNorStripped() throws {
        let all = try findings(#"{"aps":{"alert":"Hi"}}"#, topic: "com.acme.voip")
        #expect(all.map(\.code) == [.topicForeignSuffix])
        #expect(all.allSatisfy { $0.severity == .warning })
        #expect(PushType.alert.topic(forBundleID: "com.acme.voip") == "com.acme.voip")
        #expect(PushType.background.topic(forBundleID: "com.acme.push-type.widgets") == "com.acme.push-type.widgets")
        #expect(PushType.liveactivity.topic(forBundleID: "com.acme.voip") == "com.acme.voip.push-type.liveactivity")
        // A profile that already names the full topic keeps it.
        #expect(PushType.voip.topic(forBundleID: "com.acme.app.voip") == "com.acme.app.voip")
        #expect(PushType.voip.topic(forBundleID: "com.acme.app") == "com.acme.app.voip")
        #expect(BroadcastRequest.bundleID(fromTopic: "com.acme.app.push-type.liveactivity") == "com.acme.app")
    }

    // Found: badge 1.0 and 1e2 were "not whole".
    @Test(arguments: ["1.0", "1e2", "0", "12", "2.0E1"])
    func wholeNumberBadgesPassHoweverTheyAreWritten(badge: String) throws {
        #expect(try findings(#"{"aps":{"badge":\#(badge)}}"#) == [])
    }

    // Found: duplicate keys were an error; APNs accepts the body.
    @Test func duplicateKeysWarnButDoNotBlock() throws {
        let finding = try onlyWarning(#"{"aps":{"alert":"a","alert":"b"}}"#, code: .duplicateKey)
        #expect(finding.location?.column == 21)
    }

    // Found: content-available: true and sound.critical: true were errors; APNs passes aps through.
    @Test func contentAvailableTrueWarnsButDoesNotBlock() throws {
        let finding = try onlyWarning(#"{"aps":{"content-available":true}}"#, .background, code: .contentAvailable)
        #expect(finding.message.contains("documented as the number 1, found true"))
    }

    @Test func criticalSoundTrueWarnsButDoesNotBlock() throws {
        let finding = try onlyWarning(#"{"aps":{"alert":"Fire","sound":{"critical":true,"name":"a.caf","volume":1}}}"#, code: .sound)
        #expect(finding.message == "sound critical is documented as the number 1, found true")
    }

    // Found: alerts that display nothing passed silently.
    @Test(arguments: [
        (#"{"aps":{"alert":5}}"#, "alert is a string or an object with title and body, found 5; the device shows nothing"),
        (#"{"aps":{"alert":null}}"#, "alert is a string or an object with title and body, found null; the device shows nothing"),
        (#"{"aps":{"alert":{}}}"#, "alert has no title, subtitle, body or loc-key, so the device shows no text"),
        (#"{"aps":{"alert":{"loc-key":"GAME_INVITE","loc-args":["Ann",3]}}}"#,
         "alert loc-args is documented as an array of strings, found an array holding 3; the device does not fill the %@ placeholders"),
    ])
    func alertsThatShowNothingWarn(payload: String, message: String) throws {
        let finding = try onlyWarning(payload, code: .alert)
        #expect(finding.message == message)
    }

    @Test func anUnknownAlertKeyWarns() throws {
        let finding = try onlyWarning(#"{"aps":{"alert":{"tittle":"Hi","body":"There"}}}"#, code: .alert)
        #expect(finding.message == "'tittle' is not an alert key Apple documents; the device ignores it")
    }

    @Test func liveActivityAlertsWithLocalizedObjectsPass() throws {
        let update = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"s":1},"alert":{"title":{"loc-key":"T","loc-args":["a"]},"body":{"loc-key":"B"},"sound":"chime.aiff"}}}"#
        #expect(try findings(update, .liveactivity) == [])
    }

    // Found: Live Activity timestamps in milliseconds or as strings, content-state not an object and
    // non-numeric stale-date/dismissal-date passed.
    @Test(arguments: [
        (#"{"aps":{"timestamp":1700000000000,"event":"end"}}"#, LintCode.liveActivityTimestamp),
        (#"{"aps":{"timestamp":"1700000000","event":"end"}}"#, .liveActivityTimestamp),
        (#"{"aps":{"timestamp":1700000000,"event":"update","content-state":[1]}}"#, .liveActivityContentState),
        (#"{"aps":{"timestamp":1700000000,"event":"update","content-state":{},"stale-date":"tomorrow"}}"#, .liveActivityDate),
        (#"{"aps":{"timestamp":1700000000,"event":"end","dismissal-date":1700003600000}}"#, .liveActivityDate),
    ])
    func liveActivityTimesAndStateOfTheWrongKindWarn(payload: String, code: LintCode) throws {
        _ = try onlyWarning(payload, .liveactivity, code: code)
    }

    // Found: a broadcast with event "start" passed; Apple: broadcast cannot start an activity.
    @Test func aBroadcastCannotStartAnActivity() throws {
        let start = #"{"aps":{"timestamp":1,"event":"start","content-state":{},"attributes-type":"A","attributes":{},"alert":{"title":"t"}}}"#
        let request = BroadcastRequest(bundleID: "com.example.app", channelID: "dHN0MTIzNDU2Nzg5MA==", payload: start)
        let finding = try #require(BroadcastLinter.findings(for: request).first)
        #expect(finding.code == .broadcastStart && finding.severity == .error)
        #expect(finding.location != nil)
        let update = BroadcastRequest(bundleID: "com.example.app", channelID: "dHN0MTIzNDU2Nzg5MA==",
                                      payload: #"{"aps":{"timestamp":1,"event":"update","content-state":{}}}"#)
        #expect(BroadcastLinter.findings(for: update).isEmpty)
    }

    // Found: widgets and controls pushes without content-changed: true passed.
    @Test(arguments: [PushType.widgets, .controls])
    func widgetsAndControlsNeedContentChanged(type: PushType) throws {
        #expect(try errors(#"{"aps":{}}"#, type).map(\.code) == [.contentChangedMissing])
        #expect(try findings(#"{"aps":{"content-changed":true}}"#, type) == [])
    }

    // Found: an empty topic was only a warning; APNs answers MissingTopic on token connections.
    @Test func anEmptyTopicIsAnError() throws {
        let refused = try errors(#"{"aps":{"alert":"Hi"}}"#, topic: "")
        #expect(refused.map(\.code) == [.topicMissing])
        #expect(refused.first?.message.contains("MissingTopic") == true)
    }

    @Test func warningsAloneNeverMakeARequestRefused() throws {
        // Everything here is sendable: APNs accepts each one.
        let payload = #"{"aps":{"alert":{"tittle":"x"},"badge":"3","sound":5,"interruption-level":"loud","relevance-score":9,"colour":1},"APS":{}}"#
        let all = try findings(payload)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.severity == .warning }, "\(all)")
    }
}
