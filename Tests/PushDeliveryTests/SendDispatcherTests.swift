import Foundation
import PushCore
import PushDelivery
import PushSimulator
import PushSimulatorFixture
import PushStorage
import PushTestSupport
import PushTransport
import Testing

/// The one dispatcher of APNs sends, against the in-process simulator over real TLS: every push
/// reported once and in input order whatever order the answers come in, the outcomes counted into
/// the verdict, each push in the history, what the answers teach the book written to its file,
/// and a stop that cancels what is left.
@Suite struct SendDispatcherTests {
    static let unregistered = DeadTokensScenario.unregisteredToken
    static let bad = DeadTokensScenario.badToken

    static func token(_ number: Int) -> String {
        DeadTokensScenario.token(number: number)
    }

    /// A simulator, a profile file holding `book`, and a history file, in one scratch directory.
    final class Bed {
        let simulator: SimulatorFixture
        let profileFile: String
        let history: HistoryFile
        let loader: ProfileLoader

        init(book: [TokenBookEntry], scenario: Scenario? = nil) throws {
            simulator = try SimulatorFixture(scenario: scenario ?? Scenario(json: Data(DeadTokensScenario.json.utf8), file: "s.json"))
            let profile = Profile.apns(name: "book", environment: .sandbox, topic: "com.example.app",
                                       auth: .token(keyFile: "k.p8", keyID: simulator.key.keyID, teamID: simulator.key.teamID),
                                       tokens: book)
            profileFile = try simulator.scratch.write(ProfileCodec.encode(profile), to: "book.json")
            history = HistoryFile(path: simulator.scratch.file("state/history.jsonl"))
            loader = ProfileLoader(paths: PathContext(home: simulator.scratch.path, environment: [:], currentDirectory: simulator.scratch.path))
        }

        func order(_ recipients: SendRecipients, book: [TokenBookEntry], connections: Int = 1,
                   configuration: APNsClientConfiguration = APNsClientConfiguration()) throws -> SendOrder {
            let context = SendHistory.Context(send: 7, profileName: "book", environment: .sandbox, isLocal: true,
                                              topic: "com.example.app", pushType: .alert, body: #"{"aps":{"alert":"hi"}}"#)
            let clock = simulator.clock
            let carrier = SendCarrier.connections(
                endpoint: try .custom(simulator.endpoint.url, caFile: simulator.endpoint.caFile),
                credential: .token(keyID: simulator.key.keyID, teamID: simulator.key.teamID, key: simulator.key.privateKey),
                configuration: configuration, count: connections)
            return SendOrder(carrier: carrier, recipients: recipients,
                             push: { PushRequest(token: $0, topic: "com.example.app", pushType: .alert, payload: #"{"aps":{"alert":"hi"}}"#) },
                             history: SendHistory(file: history, context: context, clock: clock.dateSource,
                                                  onFailure: { Issue.record("history: \($0)") }),
                             book: book, bookFile: profileFile, profiles: loader, clock: clock.dateSource)
        }

        func book() throws -> [TokenBookEntry] {
            try ProfileCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: profileFile))), file: profileFile).get().tokens
        }

        func stop() { simulator.stop() }
    }

    /// Every event of a run, in the order they came.
    final class Events: Sendable {
        private let list = Locked<[SendEvent]>([])
        func append(_ event: SendEvent) { list.withLock { $0.append(event) } }
        var all: [SendEvent] { list.withLock { $0 } }
        /// The index of each push as reported, answered or cancelled.
        var ended: [Int] {
            all.compactMap { event in
                switch event {
                case .answered(let index, _), .cancelled(let index, _): return index
                default: return nil
                }
            }
        }
    }

    @Test func everyPushIsReportedOnceInInputOrderAndTheBookLearnsAPNsDay() async throws {
        let dead = try DeviceToken(parsing: Self.token(999))
        let book = [TokenBookEntry(label: "Gone phone", token: try DeviceToken(parsing: Self.unregistered)),
                    TokenBookEntry(label: "Old iPad", token: dead, lastOutcome: "Unregistered", lastSeen: "2026-11-02T10:15:00Z")]
        let bed = try Bed(book: book)
        defer { bed.stop() }
        // Forty tokens over two connections, the two scripted failures and a dead token in the middle.
        var tokens = (0..<40).map(Self.token)
        tokens.insert(Self.unregistered, at: 11)
        tokens.insert(Self.bad, at: 23)
        tokens.insert(dead.hex, at: 30)
        let recipients = try SendRecipients(tokens: tokens, tokensFile: nil, allTokens: false, book: book)
        let events = Events()
        let summary = try await SendDispatcher(try bed.order(recipients, book: book, connections: 2)).run(onEvent: events.append)

        #expect(events.ended == Array(0..<43))
        guard case .started(43)? = events.all.first, case .finished(let last)? = events.all.last, last == summary else {
            Issue.record("started first and finished last: \(events.all.first.map(String.init(describing:)) ?? "")")
            return
        }
        let answered = events.all.compactMap { event -> (PushResult, String?)? in
            if case .answered(_, let answered) = event { (answered.result, answered.label) } else { nil }
        }
        #expect(answered.map(\.0.request.token.hex) == tokens)
        #expect(answered[11].1 == "Gone phone" && answered[30].1 == "Old iPad" && answered[0].1 == nil)
        #expect(summary.total == 43 && summary.cancelled == 0 && summary.connections == 2)
        #expect(summary.counts == [.delivered: 41, .unregistered: 1, .invalidTarget: 1])
        #expect(summary.verdict == .rejected)
        #expect(try bed.simulator.journal().count == 43)
        // One record a push, in the history the order named.
        #expect(Set(bed.history.records(limit: 100).map(\.index)) == Set(0..<43))

        // The book learned the 410 with APNs's date and the revival of the dead token it was delivered
        // to; the BadDeviceToken went to a token outside the book, which has nothing to learn.
        let updates = events.all.compactMap { event -> [TokenOutcomeUpdate]? in
            if case .bookUpdated(let updates) = event { updates } else { nil }
        }
        #expect(updates.first?.map(\.outcome) == ["Unregistered", "Delivered"])
        let written = try bed.book()
        #expect(written[0].deadSummary(in: nil) == "Unregistered since 2026-01-01")
        #expect(written[0].lastSeen == ProfileTimestamp.format(bed.simulator.clock.date))
        #expect(written[1].isDead(in: nil) == false && written[1].lastOutcome == "Delivered")
    }

    @Test func aStopCancelsWhatIsLeftAndEveryPushStillEndsOnce() async throws {
        // Every answer takes ten minutes, and the client waits for it that long: the stop comes long
        // before any, so a stop that did not work shows as delivered pushes, not as cancelled ones.
        // No bound on the time: alone this takes well under a second, but in the sanitized suite on
        // two cores its tasks wait minutes for the cooperative pool that other tests hold.
        let bed = try Bed(book: [], scenario: Scenario(latencyMilliseconds: 600_000))
        defer { bed.stop() }
        let recipients = try SendRecipients(tokens: (0..<30).map(Self.token), tokensFile: nil, allTokens: false, book: [])
        let patient = APNsClientConfiguration(requestTimeout: .seconds(900))
        let dispatcher = SendDispatcher(try bed.order(recipients, book: [], connections: 2, configuration: patient))
        let events = Events()
        // The stop comes the moment the send is under way, as a signal handler's would.
        let ended = try await dispatcher.run { event in
            events.append(event)
            if case .started = event { dispatcher.stop() }
        }
        #expect(events.ended == Array(0..<30))
        #expect(ended.cancelled == 30 && ended.counts.isEmpty)
        #expect(ended.verdict == .interrupted)
        let records = bed.history.records(limit: 100)
        #expect(records.count == 30 && records.allSatisfy { $0.error == SendHistory.cancelledFailure })
    }

    @Test func recipientsAreEachOnceInOrderWithTheBooksLabelsAndTheDeadLeftOut() throws {
        let live = try DeviceToken(parsing: Self.token(1))
        let dead = try DeviceToken(parsing: Self.token(2))
        let book = [TokenBookEntry(label: "Live", token: live),
                    TokenBookEntry(label: "Dead", token: dead, lastOutcome: "BadDeviceToken")]
        let recipients = try SendRecipients(tokens: [Self.token(3), Self.token(1).uppercased(), Self.token(3)], tokensFile: nil,
                                            allTokens: true, book: book)
        #expect(recipients.count == 2)
        #expect(recipients.skippedDead.map(\.label) == ["Dead"])
        let stream = try recipients.stream()
        #expect([stream.next(), stream.next(), stream.next()] == [try DeviceToken(parsing: Self.token(3)), live, nil])
        #expect(recipients.label(of: live) == "Live")
        #expect(throws: RecipientError.self) { try SendRecipients(tokens: [], tokensFile: nil, allTokens: true, book: [book[1]]) }
        #expect(throws: RecipientError.self) { try SendRecipients(tokens: ["xyz"], tokensFile: nil, allTokens: false, book: []) }
    }
}
