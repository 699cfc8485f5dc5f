import Foundation
import PushCore
import Testing
@testable import PushConsole

private typealias F = ConsoleFixtures

/// An FCM profile is a first-class citizen of the console: its own templates (and an APNs
/// profile only APNs ones), its own starting message, its project in the title, and a quick
/// alert that writes the message's notification.
@Suite struct FCMConsoleTemplateTests {
    private static let registration = "fGx1b2s:APA91bHun4MxP5egoKMwt2KZ"

    private static func fcmState(project: String? = nil) -> AppState {
        F.state(profiles: [Profile.fcm(name: "Firebase", serviceAccountFile: "sa.json", project: project)])
    }

    private static func builtInNames(_ state: AppState) -> [String] {
        guard let picker = state.overlay?.as(TemplatePicker.self) else { return [] }
        return picker.choices.compactMap { choice in
            if case .builtIn(let template) = choice { return template.name }
            return nil
        }
    }

    @Test func thePickerListsTheTemplatesOfTheProfilesService() {
        var fcm = Self.fcmState()
        F.press([.control("t")], in: &fcm)
        #expect(Self.builtInNames(fcm) == PayloadTemplate.fcm.map(\.name))
        #expect(!Self.builtInNames(fcm).contains("Alert"))
        var apns = F.state()
        F.press([.control("t")], in: &apns)
        #expect(Self.builtInNames(apns) == PayloadTemplate.apns.map(\.name))
    }

    @Test(arguments: PayloadTemplate.fcm.indices)
    func everyFCMTemplateAppliedKeepsTheMessagesTargetAndIsValid(index: Int) throws {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"topic":"news","data":{"k":"v"}}"#))
        F.press([.control("t")] + Array(repeating: .down, count: index) + [.enter], in: &state)
        #expect(state.overlay == nil)
        #expect(!state.editor.check.hasErrors, "\(PayloadTemplate.fcm[index].name): \(state.editor.check.findings)")
        let message = try JSONParser.parse(state.editor.text)
        #expect(FCMTarget(message: message) == .topic("news"))
    }

    @Test func aNewFCMProfileStartsWithAnFCMMessageNotThePreviousAPNsPayload() throws {
        var state = F.state()
        Reducer.edit(&state, .replaceAll(#"{"aps":{"alert":"edited for the APNs profile"}}"#))
        state.profilesDirectory = "/profiles"
        state.focus = .profiles
        F.press([.character("a"), .right, .right, .tab], in: &state)
        F.type("Android", in: &state)
        F.press([.tab], in: &state)
        F.type("sa.json", in: &state)
        _ = Reducer.reduce(&state, .serviceAccountChecked(ServiceAccountCheck(path: "sa.json", projectID: "shop-1", clientEmail: "a@b", problem: nil)),
                           now: F.now)
        let effects = F.press([.enter], in: &state)
        #expect(effects.contains { if case .saveProfile = $0 { true } else { false } }, "\(effects)")
        #expect(state.profiles.selectedProfile?.kind == .fcm)
        #expect(state.editor.text == PayloadTemplate.standard(for: .fcm).text(now: 0))
        // The placeholder target is explained; the service account's project is in the title at once.
        #expect(state.editor.check.findings.map(\.code) == [.fcmTarget], "\(state.editor.check.findings)")
        #expect(TitleAndBadgeTests.titleRow(state).contains("Android · project shop-1"), "\(TitleAndBadgeTests.titleRow(state))")
        // Back on the APNs profile, its payload is as it was left.
        Reducer.selectProfile(0, in: &state)
        #expect(state.editor.text == #"{"aps":{"alert":"edited for the APNs profile"}}"#)
    }

    @Test func aChosenDeviceMakesTheStartingMessageValid() {
        var state = Self.fcmState()
        guard case .loaded(let file, var profile) = state.profiles.entries[0], let token = try? RegistrationToken(parsing: Self.registration) else {
            Issue.record("expected the fcm profile to be loaded")
            return
        }
        profile.tokens = [TokenBookEntry(label: "Pixel", registrationToken: token)]
        state.profiles.entries[0] = .loaded(file: file, profile: profile)
        #expect(state.editor.text.contains(PayloadTemplate.placeholderToken))
        #expect(state.editor.check.hasErrors)
        // The next-send line does not name the placeholder as if it were a token.
        #expect(ConsoleView.render(state).text.contains("no FCM token yet"), "\(ConsoleView.render(state).text)")
        state.focus = .tokens
        F.press([.character("A")], in: &state)
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
    }

    @Test func theTitleNamesTheProjectTheServiceAccountNames() {
        var state = Self.fcmState()
        #expect(TitleAndBadgeTests.titleRow(state).contains("Firebase · project from the service account"))
        _ = Reducer.reduce(&state, .fcmProjectsRead(["/profiles/p0.json": "shop-prod-42"]), now: F.now)
        #expect(TitleAndBadgeTests.titleRow(state).contains("Firebase · project shop-prod-42"), "\(TitleAndBadgeTests.titleRow(state))")
        // A message sent now is logged with that project.
        Reducer.edit(&state, .replaceAll(#"{"topic":"news","notification":{"title":"Hi"}}"#))
        F.press([.control("s")], in: &state)
        #expect(state.log.rows.first?.service == .fcm(project: "shop-prod-42"), "\(String(describing: state.log.rows.first?.service))")
        // A project the profile names wins over its service account's.
        var named = Self.fcmState(project: "explicit")
        _ = Reducer.reduce(&named, .fcmProjectsRead(["/profiles/p0.json": "shop-prod-42"]), now: F.now)
        #expect(TitleAndBadgeTests.titleRow(named).contains("Firebase · project explicit"))
    }

    @Test func theQuickAlertWritesTheNotificationAndKeepsTheTargetAndTheRest() throws {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"message":{"topic":"news","notification":{"image":"https://x/y.png"},"data":{"k":"v"}}}"#))
        F.press([.function(7)], in: &state)
        let form = try #require(state.overlay?.as(QuickAlertForm.self))
        #expect(form.fields == [.title, .body])
        F.type("Gate change", in: &state)
        F.press([.tab], in: &state)
        #expect(state.overlay?.as(QuickAlertForm.self)?.field == .body)
        F.type("Now B42", in: &state)
        F.press([.enter], in: &state)
        #expect(state.overlay == nil)
        let message = try #require(try JSONParser.parse(state.editor.text)["message"])
        #expect(message.members?.map(\.key) == ["topic", "notification", "data"])
        #expect(message["notification"]?["title"]?.stringValue == "Gate change")
        #expect(message["notification"]?["body"]?.stringValue == "Now B42")
        #expect(message["notification"]?["image"]?.stringValue == "https://x/y.png")
        #expect(message["data"]?["k"]?.stringValue == "v")
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
        #expect(state.status == StatusMessage("wrote the notification into the message; its target and other fields are kept", style: .ok))
        // Opened again, it shows what the message carries.
        F.press([.function(7)], in: &state)
        #expect(state.overlay?.as(QuickAlertForm.self)?.title.text == "Gate change")
    }

    @Test func theQuickAlertSaysWhenAnAPNsAlertOverridesTheNotification() throws {
        var state = Self.fcmState()
        Reducer.edit(&state, .replaceAll(#"{"topic":"news","apns":{"payload":{"aps":{"alert":"iOS text"}}}}"#))
        F.press([.function(7)], in: &state)
        F.type("Hello", in: &state)
        F.press([.enter], in: &state)
        let message = try JSONParser.parse(state.editor.text)
        #expect(message.members?.map(\.key) == ["topic", "notification", "apns"])
        #expect(state.status?.style == .warning)
        #expect(state.status?.text.contains("Apple devices show instead") == true)
    }
}
