import Foundation
import PushCore
import Testing
@testable import PushConsole

/// The console's rows become history records and come back as rows with what the screen shows.
@Suite struct HistoryRecordLogRowTests {
    private func row(answer: SendAnswer?) -> LogRow {
        LogRow(sendID: SendID(7), index: 3, sentAt: Date(timeIntervalSince1970: 1_780_000_000), profileName: "My App",
               environment: .production, isLocal: false, label: "phone", shortToken: "…0e2f", topic: "com.acme.app.voip",
               pushType: .voip, body: #"{"aps":{}}"#, request: nil, answer: answer)
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
        var sent = row(answer: SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "A-2")))
        (sent.profileFile, sent.priority, sent.collapseID) = ("/profiles/app.json", 5, "score")
        let record = try #require(HistoryRecord(sent))
        var line: [UInt8] = []
        record.appendLine(to: &line)
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.contains(#""profileFile":"/profiles/app.json""#) && text.contains(#""priority":5"#)
                && text.contains(#""collapseID":"score""#), "\(text)")
        let back = try JSONDecoder().decode(HistoryRecord.self, from: Data(line)).logRow
        #expect(back.profileFile == "/profiles/app.json" && back.priority == 5 && back.collapseID == "score")
    }

    @Test func aRecordWrittenBeforeTheProfileFileWasKeptStillLoads() throws {
        let old = #"{"body":"{}","environment":"sandbox","index":0,"latencyMs":3,"local":true,"outcome":"delivered","#
            + #""profile":"local","pushType":"alert","send":4,"status":200,"time":1780000000,"token":"…0e2f","topic":"com.acme"}"#
        let row = try JSONDecoder().decode(HistoryRecord.self, from: Data(old.utf8)).logRow
        #expect(row.profileName == "local" && row.profileFile == nil && row.priority == nil && row.collapseID == nil)
        #expect(row.answer?.outcome == .delivered)
    }

    @Test func aRowInFlightIsNoRecord() {
        #expect(HistoryRecord(row(answer: nil)) == nil)
    }
}
