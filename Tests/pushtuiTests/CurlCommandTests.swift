import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui curl`: the printed command line, run by a shell, really delivers to the simulator with
/// the curl CLI (verification on through `--cacert`), and never contains a provider token.
@Suite struct CurlCommandTests {
    /// How the push's target is given.
    enum Target: String, CaseIterable, Sendable {
        case flags
        case profile
    }

    @Test(arguments: Target.allCases)
    func thePrintedLineDeliversThroughTheShell(_ target: Target) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let token = SendTestbed.token(number: 1)
        // A quote in the payload proves the line's quoting survives the shell.
        let payload = try bed.files.write(#"{"aps": {"alert": "it's here"}, "n": 1}"#, to: "payload.json")
        let targetArguments: [String]
        switch target {
        case .flags:
            targetArguments = bed.targetFlags
        case .profile:
            try bed.writeProfile(bed.profileJSON(name: "local"), named: "local")
            targetArguments = ["--profile", "local", "--profiles", bed.profilesDirectory]
        }
        let printed = try Pushtui.run(["curl"] + targetArguments + ["--token", token, "--payload", payload,
                                                                    "--collapse-id", "c1"])
        #expect(printed.status == ExitCode.success.rawValue, "\(printed.transcript)")
        let line = printed.standardOutput.trimmingCharacters(in: .newlines)
        #expect(!line.contains("\n"), "one command line: \(line)")
        #expect(line.hasPrefix("curl --http2 --cacert "), "\(line)")
        #expect(line.contains("$(pushtui jwt "), "\(line)")
        #expect(line.firstMatch(of: DryRunTests.wholeJWT) == nil && !line.contains("eyJ"), "a provider token was printed: \(line)")
        #expect(try bed.journal().isEmpty, "printing the command must not send")

        // The shell finds `pushtui` on PATH, as a user's would; curl's status line is appended.
        let binaryDirectory = URL(fileURLWithPath: try Pushtui.binary()).deletingLastPathComponent().path
        let path = binaryDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let ran = try CommandLineTool.run("sh", ["-c", line + " -sS -o /dev/null -w '%{http_code} %{http_version}'"],
                                          environment: ["PATH": path], timeout: Pushtui.timeout)
        #expect(ran.status == 0, "\(ran.transcript)")
        #expect(ran.standardOutput == "200 2", "\(ran.transcript)")
        let journal = try bed.journal()
        try #require(journal.count == 1)
        #expect(journal[0].path == "/3/device/\(token)")
        #expect(journal[0].body == #"{"aps":{"alert":"it's here"},"n":1}"#)
        #expect(journal[0].headers.contains { $0.name == "apns-collapse-id" && $0.value == "c1" })
        #expect(journal[0].headers.contains { $0.name == "apns-topic" && $0.value == SendTestbed.topic })
    }

    @Test func anInvalidPushPrintsNoCommand() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let result = try Pushtui.run(["curl"] + bed.targetFlags + ["--token", SendTestbed.token(number: 1),
                                                                   "--alert", "hi", "--type", "background"])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        #expect(result.standardError.contains("content-available"), "\(result.transcript)")
    }

    @Test func aMissingTokenIsAUsageError() throws {
        let result = try Pushtui.run(["curl", "--topic", "com.example.app", "--alert", "hi"])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui curl: --token HEX is required\n"), "\(result.transcript)")
    }
}
