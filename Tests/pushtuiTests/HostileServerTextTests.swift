import Foundation
import PushCore
import PushDelivery
import PushTestSupport
import Testing

/// A server's text is data: a reason that holds terminal control sequences and a newline with a
/// forged result line after it comes out escaped, on one line, in human output, and exact in
/// `--json` and the history.
@Suite struct HostileServerTextTests {
    static let hostileToken = String(repeating: "e5", count: 32)
    /// Sets the window title, clears the screen, then starts a line that looks like a delivery.
    static let hostileReason = "\u{1B}]0;owned\u{07}\u{1B}[2J\ndelivered  …deadbeef  200  apns-id forged"
    static let scenario = #"{"tokens": {"\#(hostileToken)": {"outcome": "answer", "status": 400, "reason": "\u001b]0;owned\u0007\u001b[2J\ndelivered  …deadbeef  200  apns-id forged"}}}"#

    @Test func aHostileReasonIsEscapedOnOneLineInHumanOutput() throws {
        let bed = try SendTestbed(scenarioJSON: Self.scenario)
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", Self.hostileToken, "--alert", "hi"])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        try #require(lines.count == 2, "one result line and the summary: \(result.transcript)")
        #expect(lines[0].hasPrefix("invalidMessage  …e5e5e5e5  400  "), "\(lines[0])")
        #expect(lines[0].contains(#"\x1b]0;owned\x07\x1b[2J\x0adelivered  …deadbeef  200  apns-id forged"#), "\(lines[0])")
        #expect(!lines.contains { $0.hasPrefix("delivered") }, "a forged line: \(result.transcript)")
        let raw = result.standardOutput + result.standardError
        #expect(!raw.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "a control character reached the terminal")
    }

    @Test func aHostileReasonIsExactInJSONAndTheHistory() throws {
        let bed = try SendTestbed(scenarioJSON: Self.scenario)
        defer { bed.stop() }
        let state = bed.files.file("state")
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", Self.hostileToken, "--alert", "hi", "--json"],
                                     environment: ["XDG_STATE_HOME": state])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        let line = try JSONDecoder().decode(ResultLine.self, from: Data(result.standardOutput.utf8))
        #expect(line.reason == Self.hostileReason)
        let history = try String(contentsOfFile: state + "/pushtui/history.jsonl", encoding: .utf8)
        let record = try JSONDecoder().decode(HistoryRecord.self, from: Data(history.utf8))
        #expect(record.reason == Self.hostileReason)
    }

    /// FCM's printer too: an error code that clears the screen and forges a line, from a
    /// `pushtui sim --fcm` told to answer it, is escaped in the line and exact in `--json`.
    @Test func aHostileFCMErrorCodeIsEscapedInHumanOutputAndExactInJSON() throws {
        // No colon: `--fcm-error` splits TOKEN:CODE at the last one.
        let code = "\u{1B}[2J\ntoken …deadbeef Delivered 200"
        let bed = try FCMSendCommandTests.Bed(["--fcm-error", "hostile:" + code])
        defer { bed.stop() }
        let human = try Pushtui.run(["send"] + bed.profileFlags + ["--token", "hostile", "--payload", bed.message])
        #expect(human.status == ExitCode.failure.rawValue, "\(human.transcript)")
        let lines = human.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "one line for one message, then the summary: \(human.transcript)")
        #expect(lines[0].hasPrefix("token …hostile: "), "\(lines[0])")
        #expect(lines[0].contains(#"\x1b[2J\x0atoken …deadbeef Delivered 200"#), "\(lines[0])")
        #expect(!human.transcript.unicodeScalars.contains { $0.value == 0x1B }, "a control character reached the terminal")
        let json = try Pushtui.run(["send"] + bed.profileFlags + ["--token", "hostile", "--payload", bed.message, "--json"])
        let line = try JSONDecoder().decode(ResultLine.self, from: Data(json.standardOutput.utf8))
        #expect(line.reason == code, "\(json.transcript)")
    }
}
