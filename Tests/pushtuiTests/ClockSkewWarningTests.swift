import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui send` names a clock that disagrees with the server's `date` header, once per send,
/// on standard error (issue 6 §2, clock skew).
@Suite struct ClockSkewWarningTests {
    static let warningPrefix = "warning: this machine's clock is "

    private func warnings(_ standardError: String) -> [Substring] {
        standardError.split(separator: "\n").filter { $0.hasPrefix(Self.warningPrefix) }
    }

    @Test(arguments: [(3600, "behind the server's"), (-3600, "ahead of the server's")])
    func aServerAnHourOffIsNamedOnceOnStandardError(offset: Int, direction: String) throws {
        let bed = try SendTestbed(scenarioJSON: #"{"clockOffsetSeconds": \#(offset)}"#)
        defer { bed.stop() }
        let tokens = (1...3).flatMap { ["--token", SendTestbed.token(number: $0)] }
        let result = try Pushtui.run(["send"] + bed.targetFlags + tokens + ["--alert", "hi"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let lines = warnings(result.standardError)
        try #require(lines.count == 1, "\(result.transcript)")
        // The magnitude is 1 h give or take the seconds the test takes; PushCore's tests pin the wording.
        #expect(lines[0].contains(direction), "\(lines[0])")
        #expect(lines[0].hasSuffix("(its date header): APNs will reject provider tokens — sync the clock (NTP)"), "\(lines[0])")
        #expect(!result.standardOutput.contains("clock"), "the warning belongs on standard error")
    }

    @Test func jsonOutputStaysJSONWhileTheWarningGoesToStandardError() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"clockOffsetSeconds": -7200}"#)
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--json", "--token", SendTestbed.token(number: 1), "--alert", "hi"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(warnings(result.standardError).count == 1, "\(result.transcript)")
        for line in result.standardOutput.split(separator: "\n") {
            #expect(line.hasPrefix("{"), "not a JSON line: \(line)")
        }
    }

    @Test func aServerOnTimeGivesNoWarning() throws {
        let bed = try SendTestbed(scenarioJSON: "{}")
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", SendTestbed.token(number: 1), "--alert", "hi"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(warnings(result.standardError).isEmpty, "\(result.transcript)")
        // The push was answered, so there was a date header to compare.
        #expect(try bed.journal().count == 1)
    }
}
