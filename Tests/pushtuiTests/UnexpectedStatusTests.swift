import Foundation
import PushDelivery
import PushTestSupport
import Testing

/// Only 200 is a delivery: a server that answers a push with any other 2xx (a proxy, a mistyped
/// endpoint) gets a failure row that keeps its status and reason, and the send exits 1.
@Suite struct UnexpectedStatusTests {
    static let createdToken = String(repeating: "c1", count: 32)
    static let weirdToken = String(repeating: "c2", count: 32)
    static let scenario = """
        {"tokens": {
          "\(createdToken)": {"outcome": "answer", "status": 201, "reason": "Created"},
          "\(weirdToken)": {"outcome": "answer", "status": 299, "reason": "Weird"}
        }}
        """

    @Test func a2xxOtherThan200IsAFailureInHumanOutput() throws {
        let bed = try SendTestbed(scenarioJSON: Self.scenario)
        defer { bed.stop() }
        let delivered = SendTestbed.token(number: 1)
        let result = try Pushtui.run(["send"] + bed.targetFlags
            + ["--token", Self.createdToken, "--token", Self.weirdToken, "--token", delivered, "--alert", "hi"])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 4, "\(result.transcript)")
        #expect(lines[0].hasPrefix("failed  …"), "\(lines[0])")
        #expect(lines[0].contains("  201  Created: unexpected status 201"), "\(lines[0])")
        #expect(lines[1].hasPrefix("failed  …"), "\(lines[1])")
        #expect(lines[1].contains("  299  Weird: unexpected status 299"), "\(lines[1])")
        #expect(lines[2].hasPrefix("delivered  …"), "\(lines[2])")
        #expect(lines[3].hasSuffix("1 delivered, 2 failed"), "\(lines[3])")
    }

    @Test func a2xxOtherThan200IsAFailureInJSONAndTheHistory() throws {
        let bed = try SendTestbed(scenarioJSON: Self.scenario)
        defer { bed.stop() }
        let state = bed.files.file("state")
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", Self.weirdToken, "--alert", "hi", "--json"],
                                     environment: ["XDG_STATE_HOME": state])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        let line = try JSONDecoder().decode(ResultLine.self, from: Data(result.standardOutput.utf8))
        #expect(line.outcome == .failed)
        #expect(line.status == 299)
        #expect(line.reason == "Weird")
        let history = try String(contentsOfFile: state + "/pushtui/history.jsonl", encoding: .utf8)
        #expect(history.contains(#""outcome":"failed""#), "\(history)")
        #expect(history.contains(#""status":299"#), "\(history)")
        #expect(history.contains(#""reason":"Weird""#), "\(history)")
    }
}
