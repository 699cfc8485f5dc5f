import Foundation
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
@testable import PushTransport
import Testing

/// The one dispatcher of FCM sends, over a fake client: every message reported once and in input
/// order whatever order the answers come in, the outcomes counted into the verdict, each message
/// in the history, the dead-token rule's updates written to the book's file, and a stop that
/// cancels what is left.
@Suite struct FCMDispatcherTests {
    static let live = "fGx1b2s:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx"
    static let dead = "dead:token-1"
    static let revived = "back:token-2"

    /// Answers through a gate (newest first, so out of input order): `dead` is UNREGISTERED, the rest delivered.
    /// Once shut down, what is parked or sent later fails as cancelled, as ``FCMClient`` does.
    final class FakeFCM: PushSending {
        let gate: SendWindowTests.Gate?
        let isShutDown = Locked(false)
        /// Parked sends that only a shutdown ends.
        let held = Locked<[CheckedContinuation<Void, Never>]>([])
        let holdsAfterFirst: Bool

        init(gate: SendWindowTests.Gate?, holdsAfterFirst: Bool = false) {
            self.gate = gate
            self.holdsAfterFirst = holdsAfterFirst
        }

        func send(_ message: FCMMessage) async -> FCMResult {
            if holdsAfterFirst, message.target != .token(FCMDispatcherTests.live) {
                await withCheckedContinuation { continuation in
                    let shut = isShutDown.withLock { shut in
                        if !shut { held.withLock { $0.append(continuation) } }
                        return shut
                    }
                    if shut { continuation.resume() }
                }
            }
            if isShutDown.withLock({ $0 }) {
                return FCMResult(failure: .transport(TransportError(kind: .cancelled, curlCode: 0, message: "shut down")), attempts: 1)
            }
            let result: FCMResult
            if message.target == .token(FCMDispatcherTests.dead) {
                let body = #"{"error":{"code":404,"message":"gone","status":"NOT_FOUND","details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","errorCode":"UNREGISTERED"}]}}"#
                result = FCMResult(response: FCMResponse(status: 404, body: Array(body.utf8)), attempts: 1)
            } else {
                result = FCMResult(response: FCMResponse(status: 200, body: Array(#"{"name":"projects/p/messages/1"}"#.utf8)), attempts: 1)
            }
            return await gate?.pass(result) ?? result
        }

        func shutdown() {
            isShutDown.withLock { $0 = true }
            held.withLock { held in
                held.forEach { $0.resume() }
                held.removeAll()
            }
        }
    }

    /// A profile file holding `book`, a history file, and an order over `targets`.
    final class Bed {
        let files: TemporaryDirectory
        let profileFile: String
        let history: HistoryFile

        init(book: [TokenBookEntry]) throws {
            files = try TemporaryDirectory(prefix: "pushtui-fcm-dispatcher")
            profileFile = try files.write(ProfileCodec.encode(Profile.fcm(name: "fcm", serviceAccountFile: "sa.json", tokens: book)),
                                          to: "fcm.json")
            history = HistoryFile(path: files.file("history.jsonl"))
        }

        func order(_ targets: [FCMTarget?], concurrency: Int, book: [TokenBookEntry]) throws -> FCMSendOrder {
            let context = SendHistory.Context(send: 9, profileName: "fcm", environment: .production, isLocal: true, topic: "", pushType: .alert,
                                              body: #"{"message":{}}"#)
            return FCMSendOrder(configuration: APNsClientConfiguration(concurrency: concurrency), targets: targets,
                                message: try JSONParser.parse(#"{"notification":{"title":"Hi"}}"#),
                                history: SendHistory(file: history, context: context, clock: { Date(timeIntervalSince1970: 1_800_000_000) },
                                                     onFailure: { Issue.record("history: \($0)") }),
                                book: book, bookFile: profileFile,
                                profiles: ProfileLoader(paths: PathContext(home: files.path, environment: [:], currentDirectory: files.path)),
                                clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        }

        func book() throws -> [TokenBookEntry] {
            try ProfileCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: profileFile))), file: profileFile).get().tokens
        }
    }

    /// The index of each message as reported, answered or cancelled, with whether it was cancelled.
    static func ended(_ events: [FCMSendEvent]) -> [(index: Int, cancelled: Bool)] {
        events.compactMap { event in
            switch event {
            case .answered(let index, _): return (index, false)
            case .cancelled(let index, _): return (index, true)
            default: return nil
            }
        }
    }

    @Test func everyMessageIsReportedOnceInInputOrderAndTheBookLearns() async throws {
        let book = [TokenBookEntry(label: "Old", registrationToken: try RegistrationToken(parsing: Self.revived),
                                   lastOutcome: "UNREGISTERED", lastSeen: "2026-11-02T10:15:00Z"),
                    TokenBookEntry(label: "Pixel", registrationToken: try RegistrationToken(parsing: Self.dead))]
        let bed = try Bed(book: book)
        defer { bed.files.remove() }
        let targets: [FCMTarget?] = [.token(Self.live), .token(Self.dead), .topic("news"), .token(Self.revived), .token("other:4")]
        let gate = SendWindowTests.Gate(total: targets.count, width: 2)
        let dispatcher = FCMDispatcher(try bed.order(targets, concurrency: 2, book: book), client: FakeFCM(gate: gate))
        var events: [FCMSendEvent] = []
        let summary = await dispatcher.run { events.append($0) }

        #expect(gate.most == 2)
        #expect(Self.ended(events).map(\.index) == Array(0..<targets.count))
        #expect(Self.ended(events).allSatisfy { !$0.cancelled })
        guard case .started(count: 5)? = events.first, case .finished(let last)? = events.last else {
            Issue.record("events: \(events)")
            return
        }
        #expect(last == summary)
        #expect(summary.verdict == .rejected)
        #expect(summary.counts == [.delivered: 4, .unregistered: 1])
        let updates = events.compactMap { event -> [TokenOutcomeUpdate]? in
            if case .bookUpdated(let updates) = event { updates } else { nil }
        }
        #expect(updates.first?.map(\.outcome) == ["UNREGISTERED", "Delivered"])
        let saved = try bed.book()
        #expect(saved.map { $0.isDead(in: nil) } == [false, true])
        #expect(saved[1].lastOutcome == "UNREGISTERED")
        let records = bed.history.records(limit: 10)
        #expect(records.map(\.index) == Array(0..<targets.count), "the history lists the messages in input order")
        #expect(records.map(\.token) == targets.map(FCMSendOrder.label(of:)))
        #expect(records.first { $0.token == "topic news" }?.outcome == PushOutcome.delivered.rawValue)
    }

    @Test func aStopCancelsWhatIsLeftAndEveryMessageStillEndsOnce() async throws {
        let bed = try Bed(book: [])
        defer { bed.files.remove() }
        let targets: [FCMTarget?] = [.token(Self.live), .token("a:1"), .token("b:2"), .token("c:3")]
        let dispatcher = FCMDispatcher(try bed.order(targets, concurrency: 2, book: []), client: FakeFCM(gate: nil, holdsAfterFirst: true))
        var events: [FCMSendEvent] = []
        let summary = await dispatcher.run { event in
            events.append(event)
            // The first answer stops the send: the rest are held until the stop's shutdown.
            if case .answered = event { dispatcher.stop() }
        }
        #expect(Self.ended(events).map(\.index) == [0, 1, 2, 3])
        #expect(Self.ended(events).map(\.cancelled) == [false, true, true, true])
        #expect(summary.verdict == .interrupted)
        #expect(summary.cancelled == 3)
        let records = bed.history.records(limit: 10)
        #expect(records.filter { $0.error == SendHistory.cancelledFailure }.count == 3)
    }
}
