import Foundation
import PushTestSupport
import Testing
@testable import pushtui

/// `pushtui validate`: compiler-style diagnostics `FILE:LINE:COL: error: message`, the wire size
/// against the push type's limit, exit 0 or 5, and standard input with `-`.
@Suite struct ValidateCommandTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-validate")
    }

    /// A VoIP payload whose wire form is exactly `bytes` long.
    static func voipPayload(bytes: Int) -> String {
        let frame = #"{"aps":{},"call":""}"#
        return #"{"aps":{},"call":"\#(String(repeating: "v", count: bytes - frame.utf8.count))"}"#
    }

    @Test func aValidPayloadPrintsItsWireSizeAndExits0() throws {
        let file = try directory.write("{\n  \"aps\": { \"alert\": \"hi\" }\n}\n", to: "ok.json")
        let result = try Pushtui.run(["validate", file])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        // The wire form {"aps":{"alert":"hi"}} is 22 bytes, whatever the file's spacing.
        #expect(result.standardOutput == "22 / 4,096 bytes on the wire for alert pushes\n", "\(result.transcript)")
    }

    /// File text, the diagnostic it must produce (after `FILE:`), and the size line.
    static let broken: [(String, String, String)] = [
        ("{\"aps\": {\"alert\": \"hi\",\n}}",
         "2:1: error: payload is not valid JSON: expected a string key after ',', found '}': JSON allows no trailing comma",
         "no wire size: the payload is not JSON"),
        ("{\"aps\": {\"alert\": 1,\n \"alert\": 2}}",
         "2:2: error: duplicate key 'alert' (first at 1:10); APNs does not define which one wins",
         "29 / 4,096 bytes on the wire for alert pushes"),
        ("{\"aps\": {\"alert\": \"caf\u{E9}\"}}\n\n  [",
         "3:3: error: payload is not valid JSON",
         "no wire size: the payload is not JSON"),
    ]

    @Test(arguments: broken)
    func anErrorIsReportedWithFileLineAndColumnAndExits5(_ text: String, _ diagnostic: String, _ sizeLine: String) throws {
        let file = try directory.write(text, to: "payload.json")
        let result = try Pushtui.run(["validate", file])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(file):\(diagnostic)") == true, "\(result.transcript)")
        #expect(lines.last == sizeLine, "\(result.transcript)")
    }

    @Test func aWarningAloneStillExits0() throws {
        let file = try directory.write("{\"aps\":{\"content-available\":1,\n  \"alert\":\"x\"}}", to: "background.json")
        let result = try Pushtui.run(["validate", "--type", "background", file])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput == """
            \(file):1:2: warning: a background push with alert is no longer silent; send it as an alert push or drop those keys
            43 / 4,096 bytes on the wire for background pushes

            """, "\(result.transcript)")
    }

    @Test func voipAllowsUpTo5120BytesAndNoMore() throws {
        let atLimit = try directory.write(Self.voipPayload(bytes: 5120), to: "at-limit.json")
        let fits = try Pushtui.run(["validate", "--type", "voip", atLimit])
        #expect(fits.status == ExitCode.success.rawValue, "\(fits.transcript)")
        #expect(fits.standardOutput == "5,120 / 5,120 bytes on the wire for voip pushes\n", "\(fits.transcript)")

        let over = try directory.write(Self.voipPayload(bytes: 5121), to: "over.json")
        let refused = try Pushtui.run(["validate", "--type", "voip", over])
        #expect(refused.status == ExitCode.invalidInput.rawValue, "\(refused.transcript)")
        #expect(refused.standardOutput.hasPrefix("\(over):"), "\(refused.transcript)")
        #expect(refused.standardOutput.contains(": error: payload is 5,121 bytes, 1 over the 5,120-byte limit for voip pushes"),
                "\(refused.transcript)")
        // The same bytes are over an alert's limit too: the limit follows --type.
        let asAlert = try Pushtui.run(["validate", atLimit])
        #expect(asAlert.status == ExitCode.invalidInput.rawValue, "\(asAlert.transcript)")
        #expect(asAlert.standardOutput.contains("over the 4,096-byte limit for alert pushes"), "\(asAlert.transcript)")
    }

    @Test(arguments: [["validate", "-"], ["validate"]])
    func standardInputIsReadWithADashOrByDefault(_ arguments: [String]) throws {
        let input = try directory.write("{\"aps\": {\"alert\": \"hi\"},\n  \"x\": }", to: "stdin.json")
        let result = try Pushtui.run(arguments, input: input)
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("<stdin>:2:8: error: payload is not valid JSON"), "\(result.transcript)")

        let valid = try directory.write(#"{"aps":{"alert":"hi"}}"#, to: "valid.json")
        let accepted = try Pushtui.run(arguments, input: valid)
        #expect(accepted.status == ExitCode.success.rawValue, "\(accepted.transcript)")
        #expect(accepted.standardOutput == "22 / 4,096 bytes on the wire for alert pushes\n", "\(accepted.transcript)")
    }

    @Test func aMissingFileIsInvalidInputNamingIt() throws {
        let missing = directory.file("absent.json")
        let result = try Pushtui.run(["validate", missing])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError == "pushtui validate: payload file \(missing) does not exist\n", "\(result.transcript)")
    }
}
