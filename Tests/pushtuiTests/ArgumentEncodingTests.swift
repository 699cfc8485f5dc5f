import Foundation
import PushDelivery
import PushTestSupport
import Testing

/// Arguments are bytes: an invalid UTF-8 byte in a text argument is refused with the argument's
/// name and the byte's offset, exit 5, and nothing reaches the server. The bytes go to the built
/// binary raw, through `/bin/sh` and `printf` (Foundation's `Process` takes only valid `String`s).
@Suite struct ArgumentEncodingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The argument: plain text, then what `printf` writes for the escapes after it; the options in front.
        let text: String
        let escapes: String
        let before: [String]
        let message: String
        var testDescription: String { message }
    }

    static let cases = [
        Case(text: "hi", escapes: #"\377there"#, before: ["--alert"], message: "--alert is not valid UTF-8: byte 0xFF at offset 2"),
        Case(text: "--title=Caf", escapes: #"\303"#, before: ["--alert", "x"], message: "--title is not valid UTF-8: byte 0xC3 at offset 3"),
        Case(text: "com.example.", escapes: #"\300\257"#, before: ["--alert", "x", "--topic"], message: "--topic is not valid UTF-8: byte 0xC0 at offset 12"),
    ]

    @Test(arguments: cases)
    func anInvalidByteInATextArgumentIsRefusedWithExit5AndNothingIsSent(_ testCase: Case) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let flags = bed.targetFlags.enumerated().filter { index, word in
            // --topic is this test's to give.
            !(testCase.before.contains("--topic") && (word == "--topic" || (index > 0 && bed.targetFlags[index - 1] == "--topic")))
        }.map(\.element)
        let arguments = ["send"] + flags + ["--token", SendTestbed.token(number: 1)] + testCase.before
        // The text goes in as printf's argument, so a leading `--` is never read as an option of printf.
        let script = #"bad=$(printf '%s\#(testCase.escapes)' '\#(testCase.text)'); exec "$@" "$bad""#
        let result = try CommandLineTool.run("/bin/sh", ["-c", script, "sh", try Pushtui.binary()] + arguments,
                                             environment: Pushtui.environment([:]), timeout: Pushtui.timeout)
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("pushtui send: " + testCase.message), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        let journal = try bed.journalAfterSentinelPush()
        #expect(journal.count == 1, "the refused push reached the simulator: \(journal.map(\.path))")
    }
}
