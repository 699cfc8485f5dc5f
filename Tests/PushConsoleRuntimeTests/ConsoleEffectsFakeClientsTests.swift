import Foundation
@testable import PushConsole
import PushCore
@testable import PushCrypto
import PushDelivery
import PushStorage
import PushTestSupport
@testable import PushTransport
import Testing
@testable import PushConsoleRuntime

/// The console's effects against fake clients: which route each effect resolves, what it sends,
/// and how answers, warnings and failures come back as actions — no network, no key.
@Suite struct ConsoleEffectsFakeClientsTests {
    /// Answers every message at once with `answer`, remembering what it was sent.
    final class FakeSender<Message: Sendable, Answer: Sendable>: PushSending {
        let answer: @Sendable (Message) -> Answer
        let sent = Locked<[Message]>([])
        init(_ answer: @escaping @Sendable (Message) -> Answer) { self.answer = answer }
        func send(_ message: Message) async -> Answer {
            sent.withLock { $0.append(message) }
            return answer(message)
        }
        func shutdown() {}
    }

    /// A channel list in memory.
    final class FakeChannels: ChannelManaging {
        let ids = Locked<[String]>([])
        func send(_ message: BroadcastRequest) async -> BroadcastResult {
            BroadcastResult(request: message, exchange: .failure(.signing("a fake does not broadcast")))
        }
        func shutdown() {}
        func create(policy: MessageStoragePolicy, requestID: String?) async throws(ChannelError) -> String {
            ids.withLock { ids in
                ids.append("channel-\(ids.count + 1)")
                return ids[ids.count - 1]
            }
        }
        func delete(channelID: String, requestID: String?) async throws(ChannelError) { ids.withLock { $0.removeAll { $0 == channelID } } }
        func list(requestID: String?) async throws(ChannelError) -> [String] { ids.withLock { $0 } }
    }

    /// Fake clients that record the routes asked for and warn about one key file, as a pool does
    /// the first time it reads it.
    final class FakeClients: PushClients {
        /// 200 with an apns-id of the token's last digits; 410 Unregistered (since 2026-01-01) for ``deadToken``.
        let apns = FakeSender<PushRequest, PushResult> { request in
            let answer = request.token.hex == ConsoleEffectsFakeClientsTests.deadToken
                ? APNsResponse(status: 410, reason: .unregistered, timestamp: 1_767_225_600_000)
                : APNsResponse(status: 200, apnsID: "id-\(request.token.hex.suffix(4))")
            return PushResult(request: request, response: answer, latency: .milliseconds(3), connectionID: 1, attempts: 1)
        }
        let fcm = FakeSender<FCMMessage, FCMResult> { _ in
            FCMResult(response: FCMResponse(status: 200, body: Array(#"{"name":"projects/p/messages/1"}"#.utf8)), attempts: 1)
        }
        let channels = FakeChannels()
        let apnsRoutes = Locked<[APNsRoute]>([])
        let fcmRoutes = Locked<[FCMRoute]>([])
        let broadcastRoutes = Locked<[BroadcastRoute]>([])
        let exposure: KeyFileExposure

        init(exposedKey: String) { exposure = KeyFileExposure(path: exposedKey, mode: 0o644) }

        func apnsClient(for route: APNsRoute) throws(ResolutionError) -> Warned<any PushSending<PushRequest, PushResult>> {
            apnsRoutes.withLock { $0.append(route) }
            return Warned(apns, warnings: [exposure])
        }
        func fcmClient(for route: FCMRoute) throws(ResolutionError) -> Warned<any PushSending<FCMMessage, FCMResult>> {
            fcmRoutes.withLock { $0.append(route) }
            return Warned(fcm)
        }
        func broadcastClient(for route: BroadcastRoute) throws(ResolutionError) -> Warned<any ChannelManaging> {
            broadcastRoutes.withLock { $0.append(route) }
            return Warned(channels)
        }
        func shutdown() {}
    }

    private let directory: TemporaryDirectory
    private let clients: FakeClients
    private let effects: ConsoleEffects
    private let mailbox = Mailbox(wake: {})

    init() throws {
        directory = try TemporaryDirectory()
        clients = FakeClients(exposedKey: directory.file("AuthKey.p8"))
        effects = ConsoleEffects(
            profilesDirectory: directory.path, paths: StatePaths(root: directory.file("state")),
            pathContext: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { _ in }, clients: clients)
    }

    /// Drains the mailbox until `count` actions match, or a deadline passes. Async, sleeping
    /// between looks: the default `begin` answers from tasks, which a blocked thread could starve;
    /// and it looks once more after the deadline, since a test held up past it (the cooperative
    /// pool busy with other suites) must not miss answers that arrived meanwhile.
    private func actions<T>(_ count: Int, _ match: (Action) -> T?) async -> [T] {
        var found: [T] = []
        let deadline = ContinuousClock.now + .seconds(20)
        while true {
            found += mailbox.drain().compactMap(match)
            guard found.count < count, ContinuousClock.now < deadline else { return found }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    private var profile: Profile {
        Profile.apns(name: "fake", environment: .sandbox, topic: "com.example.app",
                auth: .token(keyFile: "AuthKey.p8", keyID: "KEY1234567", teamID: "TEAM123456"),
                endpoint: "https://127.0.0.1:2197")
    }

    @Test func apnsSendsResolveTheRouteAndAnswerEachPushWithTypedHeaders() async throws {
        let tokens = try [String(repeating: "ab", count: 32), String(repeating: "cd", count: 32)].map { try DeviceToken(parsing: $0) }
        let requests = tokens.map { PushRequest(token: $0, topic: "com.example.app", pushType: .alert, payload: #"{"aps":{}}"#) }
        let file = directory.file("fake.json")
        effects.perform(.send(SendID(7), SendPlan(profileFile: file, profile: profile, requests: requests)), mailbox: mailbox)
        effects.perform(.send(SendID(8), SendPlan(profileFile: file, profile: profile, requests: [requests[0]])), mailbox: mailbox)

        let answers = await actions(3) { action -> (SendID, Int, SendAnswer)? in
            if case .pushAnswered(let id, let index, let answer) = action { return (id, index, answer) }
            return nil
        }
        try #require(answers.count == 3)
        #expect(Set(answers.filter { $0.0 == SendID(7) }.map(\.1)) == [0, 1])
        let first = try #require(answers.first { $0.0 == SendID(7) && $0.1 == 0 }?.2)
        #expect(first.outcome == .delivered)
        #expect(first.response?.apnsID == "id-abab")
        // The key that signed is named, never the provider token.
        #expect(first.keyID == "KEY1234567")
        // The key path is expanded against the profile's directory, and both sends use one route.
        let routes = clients.apnsRoutes.withLock { $0 }
        #expect(routes.count == 2 && routes[0] == routes[1])
        #expect(routes.first?.credential == .token(keyFile: directory.file("AuthKey.p8"), keyID: "KEY1234567", teamID: "TEAM123456"))
        #expect(routes.first?.endpoint.baseURL == "https://127.0.0.1:2197")
        #expect(clients.apns.sent.withLock { $0.count } == 3)
    }

    /// The device the fake APNs client answers 410 Unregistered.
    static let deadToken = String(repeating: "de", count: 32)

    @Test func aConsoleSendIsRecordedAndTeachesTheBookThroughTheDispatcher() async throws {
        let live = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        let dead = try DeviceToken(parsing: Self.deadToken)
        var profile = profile
        profile.tokens = [TokenBookEntry(label: "phone", token: live), TokenBookEntry(label: "old phone", token: dead)]
        let file = try directory.write(ProfileCodec.encode(profile), to: "book.json")
        let headers = PushHeaders(pushType: .alert, topic: "com.example.app", collapseID: "order-42")
        let requests = [live, dead].map { PushRequest(token: $0, headers: headers, payload: "{ \"aps\" : { } }") }
        effects.perform(.send(SendID(7), SendPlan(profileFile: file, profile: profile, requests: requests)), mailbox: mailbox)

        let ended = await actions(3) { action -> Action? in
            switch action {
            case .pushAnswered, .tokenOutcomesLearned: return action
            default: return nil
            }
        }
        let learned = ended.compactMap { action -> (String, [TokenOutcomeUpdate])? in
            if case .tokenOutcomesLearned(let file, let updates) = action { return (file, updates) }
            return nil
        }
        let answers = ended.compactMap { action -> (Int, SendAnswer)? in
            if case .pushAnswered(SendID(7), let index, let answer) = action { return (index, answer) }
            return nil
        }
        // The book learned it once, in the file the send went from, and on disk: the live device's
        // environment delivered to it, the dead device is dead.
        let (learnedFile, updates) = try #require(learned.first)
        #expect(learnedFile == file)
        #expect(updates.map(\.token) == [.device(live), .device(dead)] && updates.map(\.outcome) == ["Delivered", "Unregistered"])
        #expect(updates.allSatisfy { $0.environment == profile.environment && $0.topic == "com.example.app" })
        let book = try ProfileCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: file))), file: file).get().tokens
        #expect(book.first { $0.token == .device(dead) }?.deadSummary(in: nil) == "Unregistered since 2026-01-01")
        #expect(book.first { $0.token == .device(live) }?.isDead(in: nil) == false)
        // Each push is one record, as the console reads records back: this process's, the send's number, its push value.
        let records = HistoryFile(path: StatePaths(root: directory.file("state")).history).records(limit: 10)
        #expect(records.count == 2)
        #expect(records.allSatisfy { $0.send == 7 && $0.pid == Int(getpid()) && $0.via == nil })
        #expect(records.allSatisfy { $0.headers == headers && $0.body == #"{"aps":{}}"# && $0.keyID == "KEY1234567" })
        #expect(records.allSatisfy { $0.host == "127.0.0.1:2197" && $0.profileFile == file && $0.profile == "fake" })
        #expect(Set(records.map(\.label)) == ["phone", "old phone"])
        #expect(records.first { $0.label == "old phone" }?.status == 410)
        // Only the tokens' last characters are recorded (this was part of a tmux test in ConsoleDemoTests).
        #expect(Set(records.map(\.token)) == ["…" + live.hex.suffix(8), "…" + dead.hex.suffix(8)])
        let historyText = try String(contentsOfFile: StatePaths(root: directory.file("state")).history, encoding: .utf8)
        #expect(!historyText.contains(live.hex) && !historyText.contains(dead.hex), "a whole device token is in the history:\n\(historyText)")

        // Enter on the row shows the same lines whether the row is this run's or read back from the history.
        try #require(answers.count == 2)
        for (index, answer) in answers {
            let record = try #require(records.first { $0.index == index })
            var live = LogRow.apns(requests[index], sendID: SendID(7), index: index, sentAt: Date(timeIntervalSince1970: record.time),
                                   profile: profile, file: file, label: index == 0 ? "phone" : "old phone")
            live.answer = answer
            var reloaded = record.logRow
            reloaded.sendID = live.sendID
            #expect(DetailView.dialog(reloaded, utcOffset: 0).lines.map(\.0) == DetailView.dialog(live, utcOffset: 0).lines.map(\.0))
        }
    }

    @Test func aReturnedWarningReachesTheStatusLineOncePerKeyFile() async throws {
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        let plan = SendPlan(profileFile: directory.file("fake.json"), profile: profile,
                            requests: [PushRequest(token: token, topic: "com.example.app", pushType: .alert, payload: #"{"aps":{}}"#)])
        // The fake warns with every client it hands out; the effects name the file once.
        for id in 1...3 { effects.perform(.send(SendID(id), plan), mailbox: mailbox) }
        let notices = await actions(4) { action -> String? in
            switch action {
            case .notice(let text, true): return text
            case .pushAnswered: return "answer"
            default: return nil
            }
        }.filter { $0 != "answer" }
        #expect(notices.count == 1, "\(notices)")
    }

    @Test func theFirstWarningIsPostedBeforeTheAnswers() throws {
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        let plan = SendPlan(profileFile: directory.file("fake.json"), profile: profile,
                            requests: [PushRequest(token: token, topic: "com.example.app", pushType: .alert, payload: #"{"aps":{}}"#)])
        effects.perform(.send(SendID(1), plan), mailbox: mailbox)
        guard case .notice(let text, true)? = mailbox.drain().first else {
            Issue.record("no warning first")
            return
        }
        #expect(text == "warning: key file \(directory.file("AuthKey.p8")) is readable by group/others (mode 0644); chmod 600 \(directory.file("AuthKey.p8"))")
    }

    @Test func fcmSendsOneMessagePerTokenInOrder() async throws {
        let fcmProfile = Profile.fcm(name: "phones", serviceAccountFile: "sa.json")
        let tokens = try ["first:token", "second:token"].map { try RegistrationToken(parsing: $0) }
        effects.perform(.send(SendID(3), SendPlan(profileFile: directory.file("phones.json"), profile: fcmProfile,
                                                  pushes: .fcm(message: #"{"notification":{"title":"hi"}}"#, tokens: tokens))), mailbox: mailbox)
        let answers = await actions(2) { action -> (Int, SendAnswer)? in
            if case .pushAnswered(SendID(3), let index, let answer) = action { return (index, answer) }
            return nil
        }
        #expect(Set(answers.map(\.0)) == [0, 1])
        #expect(answers.allSatisfy { $0.1.fcmMessageName == "projects/p/messages/1" })
        let targets = clients.fcm.sent.withLock { $0.map(\.target) }
        #expect(Set(targets.map { String(describing: $0) }) == Set(tokens.map { String(describing: FCMTarget?.some(.token($0.text))) }))
    }

    @Test func channelStepsEndWithTheList() async throws {
        let file = directory.file("fake.json")
        effects.perform(.createChannel(profileFile: file, profile: profile, policy: .noMessageStored), mailbox: mailbox)
        let created = await actions(1) { action -> [String]? in
            if case .channelsLoaded(file, let ids) = action { return ids }
            return nil
        }
        #expect(created == [["channel-1"]])
        effects.perform(.deleteChannel(profileFile: file, profile: profile, channelID: "channel-1"), mailbox: mailbox)
        let deleted = await actions(1) { action -> [String]? in
            if case .channelsLoaded(file, let ids) = action { return ids }
            return nil
        }
        #expect(deleted == [[]])
    }

    @Test func aProfileThatDoesNotResolveFailsTheSendByNameAndAsksForNoClient() throws {
        var broken = profile
        broken.service = .apns(APNsSettings(environment: .sandbox, topic: "com.example.app",
                                            auth: .token(keyFile: "$NOT_SET_ANYWHERE/AuthKey.p8", keyID: "KEY1234567", teamID: "TEAM123456")))
        let file = directory.file("broken.json")
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        effects.perform(.send(SendID(9), SendPlan(profileFile: file, profile: broken, requests: [
            PushRequest(token: token, topic: "t", pushType: .alert, payload: "{}")])), mailbox: mailbox)
        let failure = mailbox.drain().compactMap { action -> String? in
            if case .sendFailedToStart(SendID(9), let message) = action { return message }
            return nil
        }.first
        #expect(failure?.hasPrefix("\(file): auth.keyFile:") == true, "\(String(describing: failure))")
        #expect(clients.apnsRoutes.withLock { $0.isEmpty })
    }
}
