import Foundation
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
@testable import PushTransport
import Testing

/// `pushtui send`'s records, written as each push ends with what the whole send shares; a history
/// that cannot be written is said once and never stops the send.
@Suite struct SendHistoryTests {
    private let context = SendHistory.Context(send: 42, profileName: "My App", environment: .production, isLocal: false,
                                              topic: "com.acme.app", pushType: .alert, body: #"{"aps":{}}"#)

    @Test func eachEndedPushIsOneRecordWithTheSendsContextAndItsOwnTime() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-send-history")
        let file = HistoryFile(path: directory.file("state/history.jsonl"))
        let times = Locked([1_800_000_001.0, 1_800_000_002.0])
        let history = SendHistory(file: file, context: context,
                                  clock: { Date(timeIntervalSince1970: times.withLock { $0.removeFirst() }) },
                                  onFailure: { Issue.record("unexpected failure: \($0)") })
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        let request = PushRequest(token: token, topic: "com.acme.app", pushType: .alert, payload: #"{"aps":{}}"#)
        history.record(PushResult(request: request, response: APNsResponse(status: 410, reason: APNsReason(rawValue: "Unregistered")),
                                  latency: .milliseconds(7), connectionID: 1, attempts: 1), at: 0, label: "phone")
        history.recordCancelled(at: 1, token: token, label: nil)
        history.finish()
        let records = file.records(limit: 10)
        try #require(records.count == 2)
        #expect(records.map(\.time) == [1_800_000_001, 1_800_000_002])
        #expect(records.allSatisfy { $0.send == 42 && $0.profile == "My App" && $0.environment == "production" && !$0.local && $0.via == "send" })
        #expect(records[0].token == token.shortened && records[0].label == "phone" && records[0].status == 410 && records[0].latencyMs == 7)
        #expect(records[0].reason == "Unregistered" && records[0].outcome == PushOutcome.unregistered.rawValue)
        #expect(records[1].outcome == PushOutcome.unavailable.rawValue && records[1].error == SendHistory.cancelledFailure)
    }

    @Test func aHistoryThatCannotBeWrittenIsSaidOnce() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-send-history")
        let blocker = try directory.write("a file where the state directory should be", to: "state")
        let failures = Locked<[String]>([])
        let history = SendHistory(file: HistoryFile(path: blocker + "/history.jsonl"), context: context,
                                  onFailure: { message in failures.withLock { $0.append(message) } })
        for index in 0..<3 { history.recordCancelled(at: index, shortToken: "…0001", label: nil) }
        history.finish()
        let said = failures.withLock { $0 }
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.hasPrefix("warning: history not recorded: ") == true, "\(said)")
    }
}
