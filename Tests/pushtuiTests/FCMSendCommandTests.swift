import Foundation
import PushSimulator
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui send` with an fcm profile, run as a binary against `pushtui sim --fcm` over real TLS.
@Suite struct FCMSendCommandTests {
    /// A running `pushtui sim --fcm` and an fcm profile pointing at it.
    final class Bed {
        let files: TemporaryDirectory
        let sim: SimProcess

        init(_ simArguments: [String] = []) throws {
            files = try TemporaryDirectory(prefix: "pushtui-fcm")
            sim = try SimProcess(stateDirectory: files.file("state"),
                                 ["--fcm", "--fcm-error", "dead:UNREGISTERED", "--journal", files.file("journal.jsonl")] + simArguments)
            let endpoint = try sim.field("endpoint")
            try FileManager.default.createDirectory(atPath: files.file("profiles"), withIntermediateDirectories: true)
            try files.write("""
                {"name": "fcm", "service": "fcm",
                 "auth": {"type": "serviceAccount", "file": "\(try sim.field("service-account"))"},
                 "endpoint": "\(endpoint)", "caFile": "\(try sim.field("ca"))", "tokenEndpoint": "\(endpoint)/token"}
                """, to: "profiles/fcm.json")
            try files.write(#"{"notification":{"title":"Hi"},"data":{"k":"v"}}"#, to: "message.json")
        }

        var profileFlags: [String] { ["--profiles", files.file("profiles"), "--profile", "fcm"] }
        var message: String { files.file("message.json") }

        func journal() throws -> [JournalEntry] {
            let path = files.file("journal.jsonl")
            guard FileManager.default.fileExists(atPath: path) else { return [] }
            return try JournalEntry.decodeLines(Data(contentsOf: URL(fileURLWithPath: path)))
        }

        func stop() {
            _ = try? sim.terminate()
            files.remove()
        }
    }

    static let registrationToken = "fGx1b2s:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx"

    @Test func deliversToARegistrationTokenAndShortensIt() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--token", Self.registrationToken, "--payload", bed.message])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("token …\(Self.registrationToken.suffix(8)): Delivered 200 projects/demo-project/messages/1"),
                "\(result.transcript)")
        #expect(!result.transcript.contains(Self.registrationToken))
        let sends = try bed.journal().filter { $0.path.hasSuffix("/messages:send") }
        try #require(sends.count == 1)
        #expect(sends[0].body == #"{"message":{"notification":{"title":"Hi"},"data":{"k":"v"},"token":"\#(Self.registrationToken)"}}"#)
        let grant = try #require(try bed.journal().first { $0.path == "/token" })
        #expect(!grant.body.contains("eyJ"), "the journal kept a usable assertion: \(grant.body)")
    }

    @Test func anFCMErrorExitsOneWithItsCode() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--token", "live", "--token", "dead", "--payload", bed.message])
        #expect(result.status == ExitCode.failure.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("token …dead: Unregistered 404 UNREGISTERED"), "\(result.transcript)")
        #expect(result.standardOutput.contains("token …live: Delivered"), "\(result.transcript)")
    }

    @Test func manyTokensGoOutConcurrentlyAndPrintInInputOrder() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let tokens = (0..<30).map { "reg-token-\(1000 + $0)" }
        let result = try Pushtui.run(["send"] + bed.profileFlags + tokens.flatMap { ["--token", $0] }
            + ["--payload", bed.message, "--concurrency", "8"])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let lines = result.standardOutput.split(separator: "\n")
        let labels = lines.dropLast().map { String($0.prefix { $0 != ":" }) }
        #expect(labels == tokens.map { "token …" + $0.suffix(8) })
        #expect(lines.last?.hasPrefix("30 pushes in ") == true && lines.last?.hasSuffix(" over 1 connection: 30 delivered") == true,
                "the summary line, as an APNs send ends: \(result.transcript)")
        #expect(try bed.journal().filter { $0.path == "/token" }.count == 1)
    }

    @Test func validateOnlyToATopicAsJSON() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--topic", "news", "--validate-only", "--json", "--payload", bed.message])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["messageName"] as? String == "projects/demo-project/messages/fake_message_id")
        #expect(object["target"] as? String == "topic news")
        let send = try #require(try bed.journal().first { $0.path.hasSuffix("/messages:send") })
        #expect(send.body.hasSuffix(#","validate_only":true}"#))
    }

    @Test func aBadMessageIsRefusedBeforeSending() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let bad = try bed.files.write("{\"token\":\"a\",\n \"data\":{\"count\":3}}", to: "bad.json")
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--payload", bad])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("bad.json:2:"), "\(result.transcript)")
        #expect(result.standardError.contains(#"message.data.count: expected a string, found number; write "3""#), "\(result.transcript)")
        #expect(try bed.journal().isEmpty)
    }

    @Test(arguments: [["--key-id", "ABC"], ["--alert", "hi"], ["--priority", "5"]])
    func apnsFlagsAreUsageErrors(_ flags: [String]) throws {
        let bed = try Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--token", "t", "--payload", bed.message] + flags)
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("\(flags[0]) is for APNs"), "\(result.transcript)")
    }

    @Test func anUnreadableServiceAccountIsACredentialsError() throws {
        let files = try TemporaryDirectory(prefix: "pushtui-fcm")
        defer { files.remove() }
        let message = try files.write(#"{"token":"t"}"#, to: "m.json")
        let result = try Pushtui.run(["send", "--service-account", files.file("missing.json"), "--payload", message])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("missing.json"), "\(result.transcript)")
    }

    @Test func aForeignKeyIsACredentialsError() throws {
        let bed = try Bed()
        defer { bed.stop() }
        // Another simulator's demo account: the same client email, but a key this simulator does not trust.
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--token", "t", "--payload", bed.message,
                                                                    "--service-account", try makeAccount(in: bed.files)])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("invalid_grant"), "\(result.transcript)")
        #expect(result.standardOutput.contains("Invalid JWT Signature"), "\(result.transcript)")
    }

    /// A second demo-style account with its own key, written by another simulator's state directory.
    private func makeAccount(in files: TemporaryDirectory) throws -> String {
        let sim = try SimProcess(stateDirectory: files.file("state2"), ["--fcm"])
        defer { _ = try? sim.terminate() }
        return try sim.field("service-account")
    }

    @Test(arguments: [["jwt"], ["curl", "--token", "ab", "--alert", "x"]])
    func apnsOnlyCommandsRefuseAnFCMProfile(_ command: [String]) throws {
        let bed = try Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(command + bed.profileFlags)
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("profile 'fcm' is for fcm, but this command speaks APNs"), "\(result.transcript)")
    }

    @Test func profileShowNamesTheServiceAccount() throws {
        let bed = try Bed()
        defer { bed.stop() }
        let result = try Pushtui.run(["profile", "show", "fcm", "--profiles", bed.files.file("profiles")])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("service: fcm"))
        #expect(result.standardOutput.contains("auth: service account "))
        #expect(result.standardOutput.contains("tokenEndpoint: https://"))
        #expect(!result.standardOutput.contains("PRIVATE"))
    }
}
