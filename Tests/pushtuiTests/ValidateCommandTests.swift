import Foundation
import PushTestSupport
import Testing
import PushDelivery

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
        ("{\"aps\": {\"timestamp\": 1,\n \"event\": \"begin\"}}",
         "2:2: error: Live Activity event must be one of start, update, end; found 'begin'",
         "39 / 4,096 bytes on the wire for liveactivity pushes"),
        ("{\"aps\": {\"alert\": \"caf\u{E9}\"}}\n\n  [",
         "3:3: error: payload is not valid JSON",
         "no wire size: the payload is not JSON"),
    ]

    @Test(arguments: broken)
    func anErrorIsReportedWithFileLineAndColumnAndExits5(_ text: String, _ diagnostic: String, _ sizeLine: String) throws {
        let file = try directory.write(text, to: "payload.json")
        let result = try Pushtui.run(["validate", "--type", "liveactivity", file])
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

    // Issue 16: duplicate keys were an error; APNs accepts the body, so it is a warning that only
    // --strict turns into a failure (exit 6).
    @Test func duplicateKeysWarnAndOnlyStrictFails() throws {
        let file = try directory.write("{\"aps\": {\"alert\": 1,\n \"alert\": \"hi\"}}", to: "duplicate.json")
        let warned = try Pushtui.run(["validate", file])
        #expect(warned.status == ExitCode.success.rawValue, "\(warned.transcript)")
        #expect(warned.standardOutput == """
            \(file):2:2: warning: duplicate key 'alert' (first at 1:10); APNs accepts it but does not define which one wins
            \(file):1:10: warning: alert is a string or an object with title and body, found 1; the device shows nothing
            32 / 4,096 bytes on the wire for alert pushes

            """, "\(warned.transcript)")
        let strict = try Pushtui.run(["validate", "--strict", file])
        #expect(strict.status == ExitCode.warnings.rawValue, "\(strict.transcript)")
        #expect(strict.status == 6)
        #expect(strict.standardOutput == warned.standardOutput)
        let clean = try directory.write(#"{"aps":{"alert":"hi"}}"#, to: "clean.json")
        #expect(try Pushtui.run(["validate", "--strict", clean]).status == ExitCode.success.rawValue)
    }

    // Issue 16: a VoIP push without aps was refused with exit 5 ("payload has no 'aps' object").
    @Test(arguments: [("voip", #"{"caller":"Bob","uuid":"5e0c4e3a-2f1d-4b8e-9a2b-0c6f2d1e7a11"}"#),
                      ("pushtotalk", #"{"activeSpeaker":"The Dispatcher"}"#), ("location", "{}")])
    func pushKitStylePayloadsWithoutAPSPass(type: String, payload: String) throws {
        let file = try directory.write(payload, to: "\(type).json")
        let result = try Pushtui.run(["validate", "--strict", "--type", type, file])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasSuffix("bytes on the wire for \(type) pushes\n"), "\(result.transcript)")
        let alert = try Pushtui.run(["validate", file])
        #expect(alert.status == ExitCode.invalidInput.rawValue, "\(alert.transcript)")
        #expect(alert.standardOutput.contains(#"error: alert pushes need an 'aps' object, e.g. {"aps":{"alert":"Hello"}}"#), "\(alert.transcript)")
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
