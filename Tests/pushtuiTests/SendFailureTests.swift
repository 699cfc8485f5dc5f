import Foundation
import PushCrypto
import PushSimulator
import PushTestSupport
import Testing
import PushDelivery

/// The exit codes of `pushtui send` that mean "nothing was delivered": 3 when nothing reached the
/// server, 5 when pushtui refused before sending. For 5 the simulator must have received nothing.
@Suite struct SendFailureTests {
    /// A payload that breaks a rule, and what the refusal must say.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let payload: String
        let extraArguments: [String]
        /// What standard error must contain; `PAYLOAD` stands for the payload file's path.
        let message: String
        var testDescription: String { name }
    }

    static let refusals = [
        Refusal(name: "invalid JSON", payload: "{\"aps\": {\"alert\": \"hi\",\n}}", extraArguments: [],
                message: "PAYLOAD:2:1: error: payload is not valid JSON: expected a string key after ',', found '}'"),
        Refusal(name: "over the alert limit", payload: #"{"aps":{"alert":"\#(String(repeating: "x", count: 4_100))"}}"#,
                extraArguments: [], message: "4,120 bytes, 24 over the 4,096-byte limit for alert pushes"),
        Refusal(name: "background at priority 10", payload: #"{"aps":{"content-available":1}}"#,
                extraArguments: ["--type", "background", "--priority", "10"],
                message: "background pushes must use priority 5 (Apple: 10 is an error for background pushes); found 10"),
    ]

    @Test(arguments: refusals)
    func anInvalidPushIsRefusedWithExit5AndNeverSent(_ refusal: Refusal) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let payload = try bed.files.write(refusal.payload, to: "payload.json")
        let result = try Pushtui.run(["send"] + bed.targetFlags + refusal.extraArguments
            + ["--token", SendTestbed.token(number: 1), "--payload", payload])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        let message = refusal.message.replacingOccurrences(of: "PAYLOAD", with: payload)
        #expect(result.standardError.contains(message), "\(result.transcript)")
        #expect(result.standardError.hasSuffix("not sent: fix the errors above\n"), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
        let journal = try bed.journalAfterSentinelPush()
        #expect(journal.count == 1, "the refused push reached the simulator: \(journal.map(\.path))")
    }

    @Test func aClosedPortIsATransportFailureForEveryPush() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        // Port 1 (tcpmux): nothing answers there on loopback, and no test's simulator can take it.
        let flags = bed.targetFlags(endpoint: "https://127.0.0.1:1")
        let tokens = (1...3).map { SendTestbed.token(number: $0) }
        let result = try Pushtui.run(["send"] + flags + tokens.flatMap { ["--token", $0] } + ["--alert", "hi", "--json"])
        #expect(result.status == ExitCode.transport.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3, "every push still gets exactly one result: \(result.transcript)")
        for (line, token) in zip(lines, tokens) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["token"] as? String == token)
            #expect(object["status"] is NSNull, "\(line)")
            #expect(object["outcome"] as? String == "unavailable", "\(line)")
        }
        #expect(result.standardOutput.lowercased().contains("connect"), "curl's message should say why: \(result.transcript)")
    }

    @Test func aWrongCAIsATransportFailureAndNothingReachesTheServer() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let authority = try CertificateFactory.makeCertificateAuthority(commonName: "not the simulator", validDays: 1)
        let wrongCA = try bed.files.write(authority.certificatePEM, to: "other-ca.pem")
        var flags = bed.targetFlags
        flags[try #require(flags.firstIndex(of: "--ca-file")) + 1] = wrongCA
        let result = try Pushtui.run(["send"] + flags + ["--token", SendTestbed.token(number: 1), "--alert", "hi"])
        #expect(result.status == ExitCode.transport.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n")
        try #require(lines.count == 2, "\(result.transcript)")
        #expect(lines[0].hasPrefix("unavailable  "), "\(lines[0])")
        #expect(lines[0].contains("certificate"), "the line should say the server was not trusted: \(lines[0])")
        #expect(try bed.journalAfterSentinelPush().count == 1, "a push went through an untrusted connection")
    }
}
