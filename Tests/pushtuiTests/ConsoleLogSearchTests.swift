import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// End-to-end: `/` in the real console's Responses pane finds a push by its apns-id, among the
/// rows of an earlier session read from the history file and the pushes made since.
@Suite(.serialized) struct ConsoleLogSearchTests {
    static let earlierID = "0C0FFEE0-1111-4222-8333-444455556666"

    @Test func slashFindsAPushByItsApnsID() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter) { stateHome in
            let record = HistoryRecord(time: 1_795_999_000, send: 3, index: 0, profile: "Local simulator", environment: "sandbox",
                                       local: true, label: "iPad Air", token: "…8a0f1e3d", headers: PushHeaders(pushType: PushType(rawValue: "alert"), topic: "com.example.demo"),
                                       body: #"{"aps":{"alert":"earlier"}}"#, outcome: "unregistered", status: 410, reason: "Unregistered",
                                       apnsID: Self.earlierID, uniqueID: nil, timestamp: nil, retryAfter: nil, latencyMs: 4,
                                       error: nil, via: nil)
            try HistoryFile(path: stateHome + "/pushtui/history.jsonl").append(record)
        }
        let session = console.session
        try session.waitFor(#"Responses \(1\)"#)
        try session.sendKeys("C-s")
        try session.waitFor(#"Responses \(2\)[\s\S]*200 Delivered"#)
        try session.sendKeys("C-s")
        try session.waitFor(#"Responses \(3\)[\s\S]*200 Delivered[\s\S]*200 Delivered"#)
        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 3 }), "the two pushes are not in the history")
        let sentID = try #require(try console.historyRecords()[1]["apnsID"] as? String)

        // Tab from the payload to Responses; `/` opens the search line at the bottom.
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
        try session.type("/")
        try session.waitFor(#"(?m)^/ +\d+ matches · Enter keep · Esc clear"#)
        let query = String(sentID.prefix(13)).lowercased()
        try session.type(query)
        let found = try session.waitFor(#"Responses \(3\) · /\#(query) \(1\)"#)
        #expect(found.contains("1 match ·"), "\(found)")

        // Enter keeps the search; the one row left is the push with that apns-id.
        try session.sendKeys("Enter")
        try session.waitFor("match 1 of 1 for “\(query)”")
        try session.sendKeys("Enter")
        let details = try session.waitFor(#"Push #1\.1 to iPhone 16 Pro"#)
        #expect(details.contains(sentID) || details.lowercased().contains(sentID.lowercased()), "the details are another push's:\n\(details)")
        try session.sendKeys("Escape")
        try session.waitForScreen("the details to close") { !$0.contains("Push #1.1 to") }

        // The earlier session's row is searched too; Esc brings every row back.
        try session.type("/")
        try session.sendKeys("C-u")
        try session.type("0c0ffee0")
        let earlier = try session.waitFor(#"Responses \(3\) · /0c0ffee0 \(1\)"#)
        #expect(earlier.contains("iPad Air") && earlier.contains("410"), "\(earlier)")
        try session.sendKeys("Escape")
        try session.waitForScreen("every row back") { $0.contains("Responses (3)") && !$0.contains("Responses (3) ·") }
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
