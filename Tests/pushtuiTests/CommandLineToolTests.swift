import Foundation
import PushTestSupport
import Testing

/// The process runner every CLI test stands on: a hung child must fail the test, not the suite.
@Suite struct CommandLineToolTests {
    @Test func childPastItsDeadlineIsKilledAndTheCallThrows() throws {
        let started = ContinuousClock.now
        let process = try CommandLineTool.start("sleep", ["600"])
        #expect(throws: TestSupportError.self) { try process.wait(timeout: 0.2) }
        #expect(!process.isRunning)
        #expect(ContinuousClock.now - started < .seconds(30))
    }

    @Test func inputEnvironmentAndBothStreamsReachTheTest() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("from stdin\n", to: "input")
        let result = try CommandLineTool.run(
            "sh", ["-c", "cat; echo \"$PUSHTUI_TEST_VALUE\"; echo oops >&2; exit 3"],
            input: input, environment: ["PUSHTUI_TEST_VALUE": "from env"], timeout: 10)
        #expect(result.status == 3)
        #expect(result.standardOutput == "from stdin\nfrom env\n")
        #expect(result.standardError == "oops\n")
    }

    @Test func standardInputDefaultsToDevNull() throws {
        // With a terminal or an inherited pipe, `cat` would wait forever; /dev/null ends it at once.
        let result = try CommandLineTool.run("cat", [], timeout: 10)
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func pollReportsWhetherTheConditionHeld() {
        var checks = 0
        #expect(poll(until: { checks += 1; return checks == 3 }, timeout: 10))
        #expect(checks == 3)
        #expect(!poll(until: { false }, timeout: 0.05))
    }
}
