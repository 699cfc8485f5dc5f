import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The console's rows become history records and come back as rows with what the screen shows.
@Suite struct HistoryRecordLogRowTests {
    private func row(answer: SendAnswer?) -> LogRow {
        LogRow(sendID: SendID(7), index: 3, sentAt: Date(timeIntervalSince1970: 1_780_000_000), profileName: "My App",
               environment: .production, isLocal: false, label: "phone", shortToken: "…0e2f", headers: PushHeaders(pushType: .voip, topic: "com.acme.app.voip"), body: #"{"aps":{}}"#, request: nil, answer: answer)
    }

    @Test func anAnsweredRowRoundTripsWithANegativeSendNumber() throws {
        let answer = SendAnswer(outcome: .unregistered,
                                response: APNsResponse(status: 410, reason: APNsReason(rawValue: "Unregistered"), apnsID: "A-1",
                                                       timestamp: 1_779_999_000_000),
                                latencyMilliseconds: 12)
        let record = try #require(HistoryRecord(row(answer: answer), via: "send"))
        #expect(record.via == "send" && record.status == 410 && record.reason == "Unregistered" && record.latencyMs == 12)
        let back = record.logRow
        #expect(back.sendID == SendID(-7), "history rows never collide with this session's sends")
        #expect(back.profileName == "My App" && back.environment == .production && !back.isLocal)
        #expect(back.label == "phone" && back.shortToken == "…0e2f" && back.topic == "com.acme.app.voip" && back.pushType == .voip)
        #expect(back.answer?.outcome == .unregistered && back.answer?.response?.apnsID == "A-1")
        #expect(back.answer?.response?.timestamp == 1_779_999_000_000)
        #expect(back.request == nil, "a history row keeps no full token")
        #expect(back.profileFile == nil, "a row without a profile file records none")
    }

    @Test func theProfileFileAndTheChosenHeadersSurviveTheFile() throws {
        var sent = row(answer: SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "A-2"), keyID: "KEY1234567"))
        (sent.profileFile, sent.headers.priority, sent.headers.collapseID) = ("/profiles/app.json", 5, "score")
        (sent.headers.expiration, sent.headers.apnsID, sent.host) = (1_796_000_000, "6dff721b-d414-4811-016a-901e41916cbc", "127.0.0.1:2197")
        let record = try #require(HistoryRecord(sent))
        var line: [UInt8] = []
        record.appendLine(to: &line)
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.contains(#""profileFile":"/profiles/app.json""#) && text.contains(#""apns-priority":"5""#)
                && text.contains(#""apns-collapse-id":"score""#) && text.contains(#""apns-expiration":"1796000000""#), "\(text)")
        let back = try JSONDecoder().decode(HistoryRecord.self, from: Data(line)).logRow
        #expect(back.profileFile == "/profiles/app.json" && back.headers == sent.headers && back.host == "127.0.0.1:2197")
        #expect(back.answer?.keyID == "KEY1234567")
    }

    @Test func aRecordWrittenBeforeTheProfileFileWasKeptStillLoads() throws {
        let old = #"{"body":"{}","environment":"sandbox","index":0,"latencyMs":3,"local":true,"outcome":"delivered","#
            + #""profile":"local","pushType":"alert","send":4,"status":200,"time":1780000000,"token":"…0e2f","topic":"com.acme"}"#
        let row = try JSONDecoder().decode(HistoryRecord.self, from: Data(old.utf8)).logRow
        #expect(row.profileName == "local" && row.profileFile == nil && row.headers.priority == nil && row.headers.collapseID == nil)
        #expect(row.answer?.outcome == .delivered)
    }

    @Test func aRowInFlightIsNoRecord() {
        #expect(HistoryRecord(row(answer: nil)) == nil)
    }

    /// Enter on a row reloaded from the history shows what Enter showed when it was answered: the
    /// date, profile, environment and host, every request header, the body, the status, reason,
    /// apns-id, apns-unique-id and latency (it used to show only the path, the body and the status).
    @Test func theDetailsOfARowReadBackFromTheHistoryAreTheDetailsItHadWhenAnswered() throws {
        var sent = row(answer: SendAnswer(outcome: .unregistered,
                                          response: APNsResponse(status: 410, reason: APNsReason(rawValue: "Unregistered"),
                                                                 apnsID: "6dff721b-d414-4811-016a-901e41916cbc",
                                                                 apnsUniqueID: "a7c5d27e-0000-4000-8000-000000000001",
                                                                 timestamp: 1_779_999_000_000),
                                          latencyMilliseconds: 12, keyID: "KEY1234567"))
        (sent.host, sent.profileFile) = ("api.push.apple.com", "/profiles/app.json")
        (sent.headers.priority, sent.headers.expiration, sent.headers.collapseID) = (5, 1_796_000_000, "score")
        let record = try #require(HistoryRecord(sent))
        var line: [UInt8] = []
        record.appendLine(to: &line)
        let back = try JSONDecoder().decode(HistoryRecord.self, from: Data(line)).logRow

        let live = DetailView.dialog(sent, utcOffset: 3600)
        let reloaded = DetailView.dialog(back, utcOffset: 3600)
        #expect(reloaded.lines.map(\.0) == live.lines.map(\.0))
        #expect(reloaded.title == live.title && live.title == "Push #7.4 to phone")
        let text = live.lines.map(\.0).joined(separator: "\n")
        for expected in ["Sent 2026-05-28 21:26:40 · My App · production · api.push.apple.com",
                         "  authorization: bearer <ES256 provider token, key KEY1234567>", "  apns-push-type: voip",
                         "  apns-topic: com.acme.app.voip", "  apns-priority: 5", "  apns-expiration: 1796000000",
                         "  apns-collapse-id: score", "  content-type: application/json", #"  {"aps":{}}"#,
                         "HTTP 410 · Unregistered · 12 ms", "  apns-id: 6dff721b-d414-4811-016a-901e41916cbc",
                         "  apns-unique-id: a7c5d27e-0000-4000-8000-000000000001", "  reason: Unregistered"] {
            #expect(text.contains(expected), "missing \(expected) in\n\(text)")
        }
    }
}
