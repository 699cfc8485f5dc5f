import PushCore
import Testing

/// Each service has its own templates, and none of them makes a message its service refuses: an
/// APNs template lints clean as an APNs payload, an FCM template as an FCM message once it has a
/// target; the FCM placeholder target is explained by the linter, never sent silently.
@Suite struct PayloadTemplateServiceTests {
    @Test func eachServiceListsOnlyItsOwnTemplates() {
        #expect(!PayloadTemplate.all(for: .apns).isEmpty && !PayloadTemplate.all(for: .fcm).isEmpty)
        #expect(PayloadTemplate.all(for: .apns).allSatisfy { $0.service == .apns && $0.pushType != nil })
        #expect(PayloadTemplate.all(for: .fcm).allSatisfy { $0.service == .fcm && $0.pushType == nil })
        #expect(PayloadTemplate.standard(for: .fcm).name == PayloadTemplate.all(for: .fcm)[0].name)
        #expect(PayloadTemplate.standard(for: .apns).name == "Alert")
    }

    @Test(arguments: PayloadTemplate.all(for: .apns).map(\.name))
    func anAPNsTemplateIsAValidAPNsPayload(name: String) throws {
        let template = try #require(PayloadTemplate.apns.first { $0.name == name })
        let pushType = try #require(template.pushType)
        let findings = PushLinter.lintPayload(PayloadDocument(text: template.text(now: 1_796_000_000)), pushType: pushType)
        #expect(!findings.contains { $0.severity == .error }, "\(findings)")
    }

    @Test(arguments: PayloadTemplate.all(for: .fcm).map(\.name))
    func anFCMTemplateIsAValidFCMMessageOnceItHasATarget(name: String) throws {
        let template = try #require(PayloadTemplate.fcm.first { $0.name == name })
        let text = template.text(now: 1_796_000_000)
        // Sent to a chosen device: the token replaces the placeholder.
        let toDevice = FCMLinter.findings(for: text, target: .token("fGx1b2s:APA91bHun4MxP5egoKMwt2KZ"))
        #expect(toDevice.isEmpty, "\(toDevice)")
        // Applied over a message that names a topic: the topic takes the placeholder's place.
        let kept = template.text(now: 1_796_000_000, target: .topic("news"))
        #expect(FCMLinter.findings(for: kept).isEmpty, "\(FCMLinter.findings(for: kept))")
        let message = try JSONParser.parse(kept)
        #expect(message.members?.first?.key == "topic" && FCMTarget(message: message) == .topic("news"))
        #expect(!kept.contains(PayloadTemplate.placeholderToken))
        // Alone, the placeholder is explained, not sent.
        let alone = FCMLinter.findings(for: text)
        #expect(alone.map(\.code) == [.fcmTarget], "\(alone)")
        #expect(alone.first?.message.contains("choose a device") == true)
    }

    @Test func theLiveActivityTemplateUsesFCMsLiveActivityFields() throws {
        let template = try #require(PayloadTemplate.fcm.first { $0.name.contains("Live Activity") })
        let apns = try #require(try JSONParser.parse(template.text(now: 1_796_000_000))["apns"])
        #expect(apns["live_activity_token"]?.stringValue != nil)
        let aps = try #require(apns["payload"]?["aps"])
        #expect(aps["event"]?.stringValue == "update" && aps["timestamp"]?.numberValue?.integerValue == 1_796_000_000)
        #expect(aps["content-state"]?.members != nil)
    }

    @Test func aMessageTokenThatIsNotARegistrationTokenIsExplained() {
        let findings = FCMLinter.findings(for: #"{"token":"not a token","notification":{"title":"Hi"}}"#)
        #expect(findings.map(\.code) == [.fcmTarget])
        #expect(findings.first?.message.hasPrefix("message.token: registration token has ' ' at column 4") == true, "\(findings)")
        #expect(FCMLinter.findings(for: #"{"token":"fGx1b2s:APA91bHun4MxP5egoKMwt2KZ","notification":{"title":"Hi"}}"#).isEmpty)
    }

    @Test func aSavedPayloadMayNotTakeAnyServicesTemplateName() {
        #expect(SavedPayload.nameProblem("alert") != nil)
        #expect(SavedPayload.nameProblem("fcm notification") != nil)
    }
}
