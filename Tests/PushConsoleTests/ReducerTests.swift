import Foundation
import PushCore
import Testing
@testable import PushConsole

@Suite struct ReducerTests {
    typealias F = ConsoleFixtures

    @Test func tabCyclesThePanesBothWays() {
        var state = F.state()
        #expect(state.focus == .payload)
        F.press([.tab], in: &state)
        #expect(state.focus == .log)
        F.press([.tab], in: &state)
        #expect(state.focus == .profiles)
        F.press([.backTab, .backTab], in: &state)
        #expect(state.focus == .payload)
    }

    @Test func loadingAProfileStartsWithItsDraftOrTheAlertTemplate() {
        let state = F.state()
        #expect(state.editor.text == PayloadTemplate.apns[0].text(now: 0))
        #expect(!state.editor.check.hasErrors)
        var withDraft = AppState(width: 120, height: 40)
        _ = Reducer.reduce(&withDraft, .profilesLoaded([.loaded(file: "/p.json", profile: F.profile())],
                                                       drafts: ["Local simulator": PayloadDraft(payload: #"{"aps":{"badge":3}}"#, headers: nil)]), now: F.now)
        #expect(withDraft.editor.text == #"{"aps":{"badge":3}}"#)
    }

    @Test func draftsBelongToTheProfileFileNotItsName() {
        // Two files whose profiles share a name keep a draft each; an older name-keyed draft is
        // still found for a file that has none.
        var state = AppState(width: 120, height: 40)
        _ = Reducer.reduce(&state, .profilesLoaded([.loaded(file: "/a.json", profile: F.profile()), .loaded(file: "/b.json", profile: F.profile())],
                                                   drafts: ["/b.json": PayloadDraft(payload: #"{"aps":{"badge":2}}"#, headers: nil),
                                                            "Local simulator": PayloadDraft(payload: #"{"aps":{"badge":1}}"#, headers: nil)]),
                           now: F.now)
        #expect(state.editor.text == #"{"aps":{"badge":1}}"#, "no draft for /a.json: the name-keyed one")
        Reducer.selectProfile(1, in: &state)
        #expect(state.editor.text == #"{"aps":{"badge":2}}"#)
        #expect(state.drafts["/a.json"]?.payload == #"{"aps":{"badge":1}}"#, "leaving a profile keeps its draft under its file")
    }

    @Test func typingRevalidatesAndTheMeterCountsWireBytes() {
        var state = F.state()
        F.press([.control("a")], in: &state)
        _ = Reducer.reduce(&state, .event(.paste("")), now: F.now)
        Reducer.edit(&state, .replaceAll(#"{ "aps" : { "alert" : "hé" } }"#))
        #expect(state.editor.check.byteCount == Array(#"{"aps":{"alert":"hé"}}"#.utf8).count)
        Reducer.edit(&state, .replaceAll(#"{ "aps" : { "alert" : "hé" }"#))
        #expect(state.editor.check.byteCount == nil)
        #expect(state.editor.check.hasErrors)
        #expect(state.editor.check.findings.first?.location != nil)
    }

    @Test func questionMarksAndQsAreTextInThePayloadButCommandsElsewhere() {
        var state = F.state()
        Reducer.edit(&state, .replaceAll(""))
        F.type("?q", in: &state)
        #expect(state.overlay == nil)
        #expect(!state.isQuitting)
        #expect(state.editor.text == "?q")
        state.focus = .profiles
        F.press([.character("?")], in: &state)
        #expect(state.overlay == Overlay(HelpState()))
        F.press([.character("x")], in: &state)
        #expect(state.overlay == Overlay(HelpState()), "a key the help does not declare leaves it open")
        F.press([.escape], in: &state)
        #expect(state.overlay == nil)
        let effects = F.press([.character("q")], in: &state)
        #expect(state.isQuitting)
        #expect(effects == [.quit], "the draft was saved as it was typed, not again at quit")
    }

    @Test func sendGoesToTheDeviceUnderTheCursorOrTheChosenOnes() throws {
        var state = F.state()
        var effects = F.press([.control("s")], in: &state)
        guard case .send(let id, let plan) = try #require(effects.first) else {
            Issue.record("expected a send, got \(effects)")
            return
        }
        #expect(id == SendID(1))
        #expect(plan.requests.map(\.token) == [F.token(0)])
        #expect(state.log.rows.count == 1 && state.log.rows[0].isInFlight)

        state.focus = .tokens
        F.press([.character("A")], in: &state)
        #expect(state.devices.chosen == [.device(F.token(0)), .device(F.token(1))])
        effects = F.press([.function(5)], in: &state)
        guard case .send(let second, let secondPlan) = try #require(effects.first) else { return }
        #expect(second == SendID(2))
        #expect(secondPlan.requests.map(\.token) == [F.token(0), F.token(1)])
        #expect(state.log.rows.count == 3)
    }

    @Test func answersLandOnTheirRowsEvenWhenTheUserMovedOn() throws {
        var state = F.state()
        state.focus = .tokens
        F.press([.character("A"), .control("s")], in: &state)
        // The user switches to another profile before the answers arrive.
        F.press([.backTab], in: &state)
        let answer = SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "a-1"), latencyMilliseconds: 3)
        let effects = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 1, answer: answer), now: F.now)
        #expect(state.log.rows[1].answer == answer)
        #expect(state.log.rows[0].isInFlight)
        // The dispatcher records a device push in the history and the book: the reducer asks for nothing.
        #expect(effects == [])
        // A late or unknown answer changes nothing.
        let before = state
        _ = Reducer.reduce(&state, .pushAnswered(SendID(9), index: 0, answer: answer), now: F.now)
        #expect(state == before)
    }

    /// What the dispatcher reports it wrote into the book of `file` for an answer to the first device of `profile`.
    private static func learned(_ profile: Profile, reason: String?, timestamp: Int? = nil, delivered: Bool = false) throws -> [TokenOutcomeUpdate] {
        return [try #require(TokenOutcomeUpdate.learned(from: reason, timestamp: timestamp, delivered: delivered, to: profile.tokens.first,
                                                        environment: profile.environment, at: F.now))]
    }

    @Test func anUnregisteredAnswerMarksTheTokenDeadInTheBookSinceTheDayAPNsNames() throws {
        var profile = F.profile(deadThird: false)
        profile.tokens.removeFirst(2)
        var state = F.state(profiles: [profile])
        F.press([.control("s")], in: &state)
        // APNs's timestamp is 2026-01-01T00:00:00Z; the answer arrives at F.now, 2026-11-30.
        let gone = SendAnswer(outcome: .unregistered, response: APNsResponse(status: 410, reason: .unregistered, timestamp: 1_767_225_600_000))
        #expect(Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: gone), now: F.now) == [])
        let updates = try Self.learned(profile, reason: "Unregistered", timestamp: 1_767_225_600_000)
        #expect(Reducer.reduce(&state, .tokenOutcomesLearned(profileFile: "/profiles/p0.json", updates: updates), now: F.now) == [],
                "the dispatcher wrote the file; the console only adopts it")
        #expect(state.profiles.selectedProfile?.tokens.first?.isDead(in: nil) == true)
        // What the dispatcher writes into the file: the update applied to the book as loaded.
        let written = try #require(profile.applying(updates).tokens.first)
        #expect(written.lastSeen == ProfileTimestamp.format(F.now), "when we learned it")
        #expect(written.deadSummary(in: nil) == "Unregistered since 2026-01-01", "what the file keeps")
        #expect(state.profiles.selectedProfile?.tokens.first?.deadSummary(in: nil) == "Unregistered since 2026-01-01")
        var pane = Screen(width: 40, height: 4)
        TokensView.draw(state.devices, profile: state.profiles.selectedProfile, channel: nil, focused: true,
                        frame: Frame(row: 0, column: 0, width: 40, height: 4), into: &pane)
        #expect(pane.text.contains("✗ Unregistered since 2026-01-01"), "the device pane names APNs's day: \(pane.text)")
    }

    @Test func aDeliveryToATokenTheBookMarksDeadRevivesIt() throws {
        var profile = F.profile()
        profile.tokens.removeFirst(2)
        var state = F.state(profiles: [profile])
        #expect(state.profiles.selectedProfile?.tokens.first?.isDead(in: nil) == true)
        let updates = try Self.learned(profile, reason: nil, delivered: true)
        #expect(updates.map(\.outcome) == ["Delivered"])
        _ = Reducer.reduce(&state, .tokenOutcomesLearned(profileFile: "/profiles/p0.json", updates: updates), now: F.now)
        #expect(state.profiles.selectedProfile?.tokens.first?.isDead(in: nil) == false)
    }

    @Test func anOutcomeIsRecordedInTheFileItWasSentWithEvenWhenNamesRepeat() throws {
        var profile = F.profile(deadThird: false)
        profile.tokens.removeFirst(2)
        // Two files, one name: the send goes from the second, and the dispatcher writes that file's book.
        var state = F.state(profiles: [profile, profile])
        Reducer.selectProfile(1, in: &state)
        let effects = F.press([.control("s")], in: &state)
        guard case .send(_, let plan)? = effects.first else {
            Issue.record("expected a send, got \(effects)")
            return
        }
        #expect(plan.profileFile == "/profiles/p1.json")
        #expect(state.log.rows.last?.profileFile == "/profiles/p1.json")
        let updates = try Self.learned(profile, reason: "Unregistered", timestamp: 1_700_000_000_000)
        _ = Reducer.reduce(&state, .tokenOutcomesLearned(profileFile: plan.profileFile, updates: updates), now: F.now)
        #expect(state.profiles.entries[0].profile?.tokens.first?.isDead(in: nil) == false, "the other file's book is untouched")
        #expect(state.profiles.entries[1].profile?.tokens.first?.isDead(in: nil) == true)
    }

    @Test func nothingIsSentWhileThePayloadHasErrors() {
        var state = F.state()
        Reducer.edit(&state, .replaceAll(#"{"aps": "#))
        let effects = F.press([.control("s")], in: &state)
        #expect(effects.isEmpty)
        #expect(state.status?.style == .error)
        #expect(state.status?.text.hasPrefix("not sent: ") == true)
        #expect(state.log.rows.isEmpty)
    }

    @Test func productionAsksFirstNamingTopicAndCount() {
        var state = F.state(profiles: [F.profile(environment: .production, endpoint: nil)])
        var effects = F.press([.control("s")], in: &state)
        #expect(effects.isEmpty)
        guard let confirmation = state.overlay?.as(Confirmation.self), case .send(let plan) = confirmation.consequence else {
            Issue.record("expected a confirmation, got \(String(describing: state.overlay))")
            return
        }
        #expect(plan.requests.count == 1)
        let screen = ConsoleView.render(state)
        #expect(screen.text.contains("Send to PRODUCTION?"))
        #expect(screen.text.contains("topic com.example.demo"))
        effects = F.press([.character("n")], in: &state)
        #expect(effects.isEmpty && state.overlay == nil && state.log.rows.isEmpty)
        F.press([.control("s")], in: &state)
        effects = F.answerYes(in: &state)
        #expect(effects.count == 1)
        #expect(state.log.rows.count == 1)
    }

    @Test func oneKeySwitchesTheEnvironmentAndSavesIt() {
        var state = F.state()
        state.focus = .profiles
        let effects = F.press([.character("e")], in: &state)
        #expect(state.profiles.selectedProfile?.apns?.environment == .production)
        guard case .saveProfile(let file, let saved, _) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(file == "/profiles/p0.json")
        #expect(saved.apns?.environment == .production)
        #expect(state.status?.style == .production)
    }

    @Test func addingADeviceValidatesThePastedToken() {
        var state = F.state()
        state.focus = .tokens
        _ = Reducer.reduce(&state, .event(.paste("<ab cd ef>")), now: F.now)
        guard let form = state.overlay?.as(TokenForm.self) else {
            Issue.record("a paste in Devices opens the add form")
            return
        }
        #expect(form.token.text == "<ab cd ef>")
        var screen = ConsoleView.render(state)
        #expect(screen.text.contains("3-byte token") || screen.text.contains("6 hex digits"))
        F.press([.character("g")], in: &state)
        screen = ConsoleView.render(state)
        #expect(screen.text.contains("not hex"))
        var effects = F.press([.enter], in: &state)
        #expect(effects.isEmpty)
        F.press([.backspace, .tab], in: &state)
        F.type("Watch", in: &state)
        effects = F.press([.enter], in: &state)
        guard case .saveProfile(_, let saved, _) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(saved.tokens.last?.label == "Watch")
        #expect(saved.tokens.last?.token.text == "abcdef")
        #expect(state.overlay == nil)
    }

    @Test func chooseEveryLiveDeviceLeavesTheDeadOut() {
        var state = F.state()
        state.focus = .tokens
        F.press([.character("A")], in: &state)
        #expect(state.devices.chosen.count == 2)
        #expect(!state.devices.chosen.contains(.device(F.token(2))))
    }

    @Test func templatesSetThePushTypeAndTheTimestamp() throws {
        var state = F.state()
        F.press([.control("t")], in: &state)
        let index = try #require(PayloadTemplate.apns.firstIndex { $0.name == "Live Activity update" })
        F.press(Array(repeating: .down, count: index) + [.enter], in: &state)
        #expect(state.editor.fields.pushType == .liveactivity)
        #expect(state.editor.text.contains("\"timestamp\": \(Int(F.now.timeIntervalSince1970))"))
        #expect(!state.editor.check.hasErrors, "\(state.editor.check.findings)")
    }

    @Test func headerFieldsAreLintedLikeThePayload() {
        var state = F.state()
        F.press([.function(2)], in: &state)
        // push type field: clear "alert", type background; priority 10.
        F.press(Array(repeating: .backspace, count: 5), in: &state)
        F.type("background", in: &state)
        F.press([.tab], in: &state)
        F.type("10", in: &state)
        // F2 tells it on the field and does not apply it; the payload check runs the same rule.
        F.press([.enter], in: &state)
        #expect(state.overlay?.as(FieldsForm.self)?.finding(for: .priority)?.code == .priorityNotAllowed)
        F.press([.escape], in: &state)
        #expect(state.editor.fields.pushType == .alert)
        state.editor.fields.choose(.background)
        state.editor.fields.priority = "10"
        Reducer.revalidate(&state)
        #expect(state.editor.check.findings.contains { $0.code == .priorityNotAllowed })
    }

    @Test func bogusFieldsAreErrorsNotCrashes() {
        var state = F.state()
        state.editor.fields.priority = "urgent"
        state.editor.fields.expiration = "soon"
        Reducer.revalidate(&state)
        #expect(state.editor.check.findings.filter { $0.severity == .error }.count >= 2)
    }

    @Test func aBrokenProfileIsShownWithItsProblem() {
        let state = F.state(broken: [.broken(file: "/profiles/bad.json", problem: "bad.json:3:5: environment: expected one of sandbox, production")])
        #expect(state.status?.style == .error)
        let screen = ConsoleView.render(state)
        #expect(screen.text.contains("✗ bad.json"))
    }

    @Test func sendFailuresBecomeRowsAndAStatus() {
        var state = F.state()
        F.press([.control("s")], in: &state)
        _ = Reducer.reduce(&state, .sendFailedToStart(SendID(1), message: "cannot read key file /x/AuthKey.p8: No such file or directory"), now: F.now)
        #expect(state.log.rows[0].answer?.outcome == .failed)
        #expect(state.status?.text.contains("/x/AuthKey.p8") == true)
        #expect(!state.log.hasPushesInFlight)
    }

    @Test func resizingBelowTheMinimumAsksForMoreRoom() {
        var state = F.state()
        _ = Reducer.reduce(&state, .event(.resize(width: 20, height: 6)), now: F.now)
        let screen = ConsoleView.render(state)
        #expect(screen.width == 20 && screen.height == 6)
        #expect(screen.text.contains("enlarge"))
    }

    @Test func logFilterCyclesThroughOutcomes() {
        var state = F.state()
        F.press([.control("s")], in: &state)
        _ = Reducer.reduce(&state, .pushAnswered(SendID(1), index: 0, answer: SendAnswer(outcome: .delivered)), now: F.now)
        state.focus = .log
        F.press([.character("f")], in: &state)
        #expect(state.log.filter == .failures)
        #expect(state.log.visible.isEmpty, "a delivered push is no failure")
        F.press([.character("f")], in: &state)
        #expect(state.log.filter == .outcome(.delivered))
        #expect(state.log.visible.count == 1)
        F.press([.character("f")], in: &state)
        #expect(state.log.visible.isEmpty)
    }
}

@Suite struct KeymapTests {
    @Test func noKeyIsBoundTwiceInOneScope() {
        for scope in KeyScope.allCases {
            let keys = Keymap.bindings.filter { $0.scope == scope }.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "a key is bound twice in \(scope)")
        }
    }

    @Test func paneBindingsNeverShadowGlobalOnes() {
        let global = Set(Keymap.bindings.filter { $0.scope == .global }.flatMap(\.keys))
        // Overlays take only their own keys (Esc closes them), so they shadow nothing.
        for binding in Keymap.bindings where binding.scope != .global && !binding.scope.isOverlay {
            #expect(global.isDisjoint(with: binding.keys), "\(binding.help) shadows a global key")
        }
    }

    @Test func theKeysPageListsEveryBinding() {
        let rows = Keymap.markdownPage().split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == Keymap.bindings.count)
        #expect(rows.contains("| `Ctrl-S` `F5` | send the payload to the chosen devices |"))
    }
}

@Suite struct ProfileAndDeviceFormTests {
    typealias F = ConsoleFixtures

    @Test func aNewProfileIsCheckedAsTypedAndSavedInTheProfilesDirectory() {
        var state = F.state()
        state.profilesDirectory = "/home/me/.config/pushtui/profiles"
        state.focus = .profiles
        F.press([.character("a")], in: &state)
        guard let form = state.overlay?.as(ProfileForm.self) else {
            Issue.record("a opens the profile form")
            return
        }
        #expect(form.validated().failure?.messages.contains("name is empty") == true)
        #expect(F.press([.enter], in: &state).isEmpty)
        F.press([.tab], in: &state)
        F.type("My Shop", in: &state)
        F.press([.tab, .tab], in: &state)
        F.type("com.shop.app", in: &state)
        F.press([.tab], in: &state)
        let typed = "~/keys/AuthKey_ABCDE12345.p8"
        let checks = typed.flatMap { F.press([.character($0)], in: &state) }
        #expect(checks.last == .checkKeyFile(path: typed, profileFile: "/home/me/.config/pushtui/profiles/new-profile.json"),
                "each edit of the path asks the runner to read it")
        guard let typedForm = state.overlay?.as(ProfileForm.self) else { return }
        #expect(typedForm.keyID.text == "ABCDE12345", "the Key ID defaults from the AuthKey_ file name")
        F.press([.tab, .tab], in: &state)
        F.type("TEAM123456", in: &state)
        #expect(F.press([.enter], in: &state).isEmpty, "not saved before the key file was read")
        _ = Reducer.reduce(&state, .keyFileChecked(KeyFileCheck(path: typed, problem: nil)), now: F.now)
        let effects = F.press([.enter], in: &state)
        guard case .saveProfile(let file, let profile, _) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(file == "/home/me/.config/pushtui/profiles/my-shop.json")
        #expect(profile.name == "My Shop" && profile.apns?.environment == .sandbox && profile.apns?.topic == "com.shop.app")
        #expect(state.profiles.selectedProfile?.name == "My Shop")
    }

    @Test func editingKeepsTheTokenBookAndRejectsACAWithoutEndpoint() {
        var state = F.state(profiles: [F.profile(endpoint: nil)])
        state.focus = .profiles
        F.press([.character("i")], in: &state)
        guard var form = state.overlay?.as(ProfileForm.self) else {
            Issue.record("i opens the profile form")
            return
        }
        form.caFile = LineInput("ca.pem")
        #expect(form.validated().failure?.messages.contains { $0.contains("CA file needs an endpoint") } == true)
        form.caFile = LineInput("")
        form.topic = LineInput("com.example.renamed")
        state.overlay = Overlay(form)
        _ = Reducer.reduce(&state, .keyFileChecked(KeyFileCheck(path: "AuthKey_DEMOKEY001.p8", problem: nil)), now: F.now)
        let effects = F.press([.enter], in: &state)
        guard case .saveProfile(let file, let profile, _) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(file == "/profiles/p0.json")
        #expect(profile.apns?.topic == "com.example.renamed")
        #expect(profile.tokens.count == 3)
    }

    @Test func undoNeverTakesThePayloadBackPastTheProfilesOwnText() {
        var state = F.state()
        let loaded = state.editor.text
        #expect(!loaded.isEmpty)
        state.focus = .payload
        F.press([.control("z")], in: &state)
        #expect(state.editor.text == loaded, "Ctrl-Z at launch undid loading the profile's payload")
        F.type("x", in: &state)
        F.press([.control("z"), .control("z")], in: &state)
        #expect(state.editor.text == loaded)
    }

    @Test func savingTheSelectedProfilesFormKeepsThePayloadBeingEdited() {
        var state = F.state(profiles: [F.profile(endpoint: nil)])
        state.focus = .payload
        F.type(#"{"aps":{"alert":"edited, not yet a draft"}}"#, in: &state)
        let edited = state.editor.text
        state.focus = .profiles
        F.press([.character("i")], in: &state)
        _ = Reducer.reduce(&state, .keyFileChecked(KeyFileCheck(path: "AuthKey_DEMOKEY001.p8", problem: nil)), now: F.now)
        guard case .saveProfile = F.press([.enter], in: &state).first else {
            Issue.record("expected a save")
            return
        }
        #expect(state.editor.text == edited, "saving the profile replaced the payload with its draft on disk")
    }

    @Test func renamingADeviceChangesOnlyItsLabel() {
        var state = F.state()
        state.focus = .tokens
        F.press([.character("l")], in: &state)
        F.press(Array(repeating: .backspace, count: 20), in: &state)
        F.type("Ada's phone", in: &state)
        let effects = F.press([.enter], in: &state)
        guard case .saveProfile(_, let profile, _) = effects.first else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(profile.tokens[0].label == "Ada's phone")
        #expect(profile.tokens[0].token == .device(F.token(0)))
    }

    @Test func copyAsCurlAsksTheRunnerWithTheRequestAndProfileFile() {
        var state = F.state()
        F.press([.control("s")], in: &state)
        state.focus = .log
        let effects = F.press([.character("y")], in: &state)
        guard case .copyAsCurl(let request, let file) = effects.first else {
            Issue.record("expected a copy, got \(effects)")
            return
        }
        #expect(file == "/profiles/p0.json")
        #expect(request.token == F.token(0))
    }

    @Test func theDeviceViewShowsBannersOrSaysNothingArrived() {
        var state = F.state()
        #expect(F.press([.function(3)], in: &state) == [.loadDeliveries])
        _ = Reducer.reduce(&state, .deliveriesLoaded([]), now: F.now)
        #expect(state.overlay == nil && state.status != nil)
        let delivery = DeviceDelivery(shortToken: "…6c8d0e2f", topic: "com.example.demo", pushType: .alert,
                                      payload: Array(#"{"aps":{"alert":{"title":"Hi","body":"There"},"badge":3,"sound":"default"}}"#.utf8),
                                      receivedAt: F.now)
        _ = Reducer.reduce(&state, .deliveriesLoaded([delivery]), now: F.now)
        let screen = ConsoleView.render(state).text
        #expect(screen.contains("Hi") && screen.contains("There") && screen.contains("badge 3") && screen.contains("♪ default"))
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

@Suite struct LiveActivityTests {
    typealias F = ConsoleFixtures

    private func applyTemplate(_ name: String, to state: inout AppState, at now: Date) throws {
        let index = try #require(PayloadTemplate.apns.firstIndex { $0.name == name })
        _ = Reducer.reduce(&state, .event(.key(.control("t"))), now: now)
        for _ in 0..<index { _ = Reducer.reduce(&state, .event(.key(.down)), now: now) }
        _ = Reducer.reduce(&state, .event(.key(.enter)), now: now)
    }

    private func sentTimestamp(_ effects: [Effect]) -> Int? {
        guard case .send(_, let plan)? = effects.first, case .success(let root) = PayloadDocument(text: plan.requests[0].payload).parse else { return nil }
        return root["aps"]?["timestamp"]?.numberValue?.integerValue
    }

    @Test func theTemplateTimestampIsStampedAtSendTime() throws {
        var state = F.state()
        try applyTemplate("Live Activity update", to: &state, at: F.now)
        let later = F.now.addingTimeInterval(120)
        let effects = F.press([.control("s")], in: &state, now: later)
        #expect(sentTimestamp(effects) == Int(later.timeIntervalSince1970))
    }

    @Test func aTimestampTheUserChangedIsSentAsTyped() throws {
        var state = F.state()
        try applyTemplate("Live Activity update", to: &state, at: F.now)
        let stamp = Int(F.now.timeIntervalSince1970)
        Reducer.edit(&state, .replaceAll(state.editor.text.replacingOccurrences(of: "\"timestamp\": \(stamp)", with: "\"timestamp\": 1800000000")))
        let effects = F.press([.control("s")], in: &state, now: F.now.addingTimeInterval(120))
        #expect(sentTimestamp(effects) == 1_800_000_000)
    }

    @Test func manyPriority10UpdatesEarnABudgetHint() throws {
        var state = F.state()
        try applyTemplate("Live Activity update", to: &state, at: F.now)
        for minute in 0..<LiveActivityStamp.budgetHintThreshold {
            F.press([.control("s")], in: &state, now: F.now.addingTimeInterval(Double(minute * 60)))
        }
        #expect(state.status?.style == .warning)
        #expect(state.status?.text.contains("priority 5") == true)
        state.editor.fields.priority = "5"
        F.press([.control("s")], in: &state, now: F.now.addingTimeInterval(700))
        #expect(state.status?.style != .warning)
    }
}

@Suite struct DeviceKindTests {
    typealias F = ConsoleFixtures

    @Test func aVoIPTokenSuggestsVoIPPushesUntilTheUserChooses() throws {
        var profile = F.profile(deadThird: false)
        profile.tokens[1].kind = .voip
        var state = F.state(profiles: [profile])
        state.focus = .tokens
        #expect(state.editor.fields.pushType == .alert)
        F.press([.down], in: &state)
        #expect(state.editor.fields.pushType == .voip)
        #expect(state.editor.check.findings.allSatisfy { $0.code != .topicSuffix }, "the topic follows the type: \(state.editor.check.findings)")
        F.press([.up], in: &state)
        #expect(state.editor.fields.pushType == .alert)
        // Once the user picks a type, devices no longer change it.
        F.press([.function(2)], in: &state)
        F.press(Array(repeating: .backspace, count: 5), in: &state)
        F.type("background", in: &state)
        F.press([.enter, .down], in: &state)
        #expect(state.editor.fields.pushType == .background)
    }
}

@Suite struct ChannelsViewTests {
    typealias F = ConsoleFixtures

    @Test func f4ListsChannelsAndEnterMakesCtrlSBroadcast() throws {
        var state = F.state()
        let effects = F.press([.function(4)], in: &state)
        #expect(effects == [.listChannels(profileFile: "/profiles/p0.json", profile: F.profile())])
        _ = Reducer.reduce(&state, .channelsLoaded(profileFile: "/profiles/p0.json", channelIDs: ["Y2hhbm5lbC0x", "Y2hhbm5lbC0y"]), now: F.now)
        let screen = ConsoleView.render(state).text
        #expect(screen.contains("Broadcast channels of Local simulator") && screen.contains("Y2hhbm5lbC0y"))
        F.press([.down, .enter], in: &state)
        #expect(state.channels.target == "Y2hhbm5lbC0y")
        #expect(state.editor.fields.pushType == .liveactivity)
        try applyUpdateTemplate(&state)
        let sent = F.press([.control("s")], in: &state)
        guard case .send(let id, let plan)? = sent.first, case .broadcast(let request) = plan.pushes else {
            Issue.record("expected a broadcast, got \(sent)")
            return
        }
        #expect(id == SendID(1))
        #expect(request.channelID == "Y2hhbm5lbC0y")
        #expect(request.bundleID == "com.example.demo")
        #expect(state.log.rows.last?.label == "channel")
    }

    @Test func creatingAndDeletingAskTheRunner() {
        var state = F.state()
        F.press([.function(4)], in: &state)
        _ = Reducer.reduce(&state, .channelsLoaded(profileFile: "/profiles/p0.json", channelIDs: ["abc"]), now: F.now)
        #expect(F.press([.character("1")], in: &state) == [.createChannel(profileFile: "/profiles/p0.json", profile: F.profile(), policy: .mostRecentMessageStored)])
        _ = Reducer.reduce(&state, .channelsLoaded(profileFile: "/profiles/p0.json", channelIDs: ["abc", "def"]), now: F.now)
        F.press([.character("d")], in: &state)
        guard state.overlay?.as(Confirmation.self) != nil else {
            Issue.record("deleting asks first")
            return
        }
        #expect(F.press([.character("y")], in: &state) == [.deleteChannel(profileFile: "/profiles/p0.json", profile: F.profile(), channelID: "abc")])
    }

    @Test func aBroadcastBreakingTheRulesIsNotSent() {
        var state = F.state()
        state.channels.target = "abc"
        state.editor.fields.priority = "1"
        Reducer.revalidate(&state)
        #expect(F.press([.control("s")], in: &state).isEmpty)
        #expect(state.status?.style == .error)
    }

    private func applyUpdateTemplate(_ state: inout AppState) throws {
        let index = try #require(PayloadTemplate.apns.firstIndex { $0.name == "Live Activity update" })
        F.press([.control("t")] + Array(repeating: .down, count: index) + [.enter], in: &state)
    }
}

@Suite struct CertificateSummaryTests {
    typealias F = ConsoleFixtures

    @Test func theTitleShowsTheCertificateAndItsTopicsBoundThePush() {
        var state = F.state(width: 200, height: 40)
        let summary = CertificateSummary(subject: "Apple Push Services: com.example.demo", notAfter: F.now.addingTimeInterval(86_400 * 10),
                                         expiresSoon: true, environments: [.sandbox], topics: ["com.example.demo"])
        _ = Reducer.reduce(&state, .certificatesRead(["/profiles/p0.json": summary]), now: F.now)
        let screen = ConsoleView.render(state)
        #expect(screen.text.contains("certificate Apple Push Services: com.example.demo · expires"))
        #expect(screen.text.contains("(soon!)"))
        #expect(!state.editor.check.findings.contains { $0.code == .certificateTopic })
        state.editor.fields.choose(.voip)
        Reducer.revalidate(&state)
        #expect(state.editor.check.findings.contains { $0.code == .certificateTopic && $0.severity == .warning })
    }

    @Test func aProfileWithoutTopicSendsToItsCertificatesAppWithTheTypesSuffix() throws {
        var profile = F.profile()
        profile.service = .apns(APNsSettings(environment: .sandbox, topic: "", auth: .certificate(file: "push.p12", passphrase: .none, keyFile: nil)))
        var state = F.state(width: 200, height: 40, profiles: [profile])
        #expect(state.nextTopic == "", "no certificate read yet: no app")
        let summary = CertificateSummary(subject: "Apple Push Services: com.example.cert", notAfter: F.now.addingTimeInterval(86_400 * 90),
                                         expiresSoon: false, environments: [.sandbox], topics: ["com.example.cert", "com.example.cert.voip"],
                                         defaultTopic: "com.example.cert")
        _ = Reducer.reduce(&state, .certificatesRead(["/profiles/p0.json": summary]), now: F.now)
        #expect(state.nextTopic == "com.example.cert")
        state.editor.fields.choose(.voip)
        #expect(state.nextTopic == "com.example.cert.voip")
        #expect(ConsoleView.render(state).text.contains("com.example.cert.voip"))
    }
}
