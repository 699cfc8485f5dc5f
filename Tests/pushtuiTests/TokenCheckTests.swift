import Foundation
import PushDelivery
import PushTestSupport
import Testing

/// `pushtui token check` against two simulators, one sandbox and one production, each with its own
/// registry (as APNs's two environments each know their own tokens): the probe says which knows a
/// token and records it in the book; without --probe nothing is sent. `token revive` clears marks.
@Suite struct TokenCheckTests {
    static let sandboxPhone = String(repeating: "a1", count: 32)
    static let releasePhone = String(repeating: "b2", count: 32)

    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory(prefix: "pushtui-token-check")
    }

    /// `pushtui` with a history of this test's own.
    private func run(_ arguments: [String]) throws -> ProcessResult {
        try Pushtui.run(arguments, environment: ["XDG_STATE_HOME": scratch.file("state-home")])
    }

    private func devices(_ token: String, _ environment: String) throws -> String {
        try scratch.write(#"[{"token": "\#(token)", "topic": "com.example.app", "environment": "\#(environment)", "kind": "device"}]"#,
                          to: "devices-\(environment).json")
    }

    /// The book's entry for `token` in the profile file as it is on disk now.
    private func entry(_ token: String, in file: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        let tokens = try #require(object["tokens"] as? [[String: Any]])
        return try #require(tokens.first { $0["token"] as? String == token })
    }

    private func outcome(_ token: String, in file: String, _ environment: String) throws -> String? {
        ((try entry(token, in: file)["environments"] as? [String: Any])?[environment] as? [String: Any])?["outcome"] as? String
    }

    @Test func theProbeSaysWhichEnvironmentKnowsATokenAndTheBookKeepsIt() throws {
        let state = scratch.file("state")
        let sandboxJournal = scratch.file("sandbox.jsonl")
        let productionJournal = scratch.file("production.jsonl")
        let sandbox = try SimProcess(stateDirectory: state, ["--devices", try devices(Self.sandboxPhone, "sandbox"), "--journal", sandboxJournal])
        defer { _ = try? sandbox.terminate() }
        let production = try SimProcess(stateDirectory: state, ["--devices", try devices(Self.releasePhone, "production"),
                                                                "--environment", "production", "--journal", productionJournal])
        defer { _ = try? production.terminate() }
        try FileManager.default.createDirectory(atPath: scratch.file("profiles"), withIntermediateDirectories: true)
        let profile = try scratch.write("""
            {"name": "App", "service": "apns", "environment": "sandbox", "topic": "com.example.app",
             "auth": {"type": "token", "keyFile": "\(try sandbox.field("key"))", "keyID": "\(try sandbox.field("key-id"))",
                      "teamID": "\(try sandbox.field("team-id"))"},
             "endpoint": "\(try sandbox.field("endpoint"))", "caFile": "\(try sandbox.field("ca"))",
             "tokens": [{"label": "Dev iPhone", "token": "\(Self.sandboxPhone)"},
                        {"label": "TestFlight iPhone", "token": "\(Self.releasePhone)"}]}
            """, to: "profiles/app.json")
        let check = ["token", "check", "--profile", profile]
        let probe = ["--probe", "--other-endpoint", try production.field("endpoint")]

        // Without --probe: what is known, and nothing sent to either environment.
        let quiet = try run(check + [Self.sandboxPhone])
        #expect(quiet.status == ExitCode.success.rawValue, "\(quiet.transcript)")
        #expect(quiet.standardOutput == """
            shape: …a1a1a1a1: 64 hex digits (32 bytes): an APNs token; device, VoIP, Live Activity and push-to-start tokens look alike
            book: Dev iPhone · device
            history: no push to it in the history

            """, "\(quiet.transcript)")
        for journal in [sandboxJournal, productionJournal] {
            #expect((try? String(contentsOfFile: journal, encoding: .utf8)) ?? "" == "", "\(journal) got a push")
        }

        let dev = try run(check + [Self.sandboxPhone] + probe)
        #expect(dev.status == ExitCode.success.rawValue, "\(dev.transcript)")
        #expect(dev.standardOutput.contains("probe: sandbox 200 Delivered · production 400 BadDeviceToken\nverdict: a sandbox token\n"),
                "\(dev.transcript)")
        #expect(try outcome(Self.sandboxPhone, in: profile, "sandbox") == "Delivered")
        let again = try run(check + [Self.sandboxPhone])
        #expect(again.standardOutput.contains("book: Dev iPhone · device · sandbox ✓ · production ✗ BadDeviceToken "), "\(again.transcript)")
        #expect(again.standardOutput.contains("history: 2 pushes, the last "), "\(again.transcript)")
        #expect(again.standardOutput.contains(" 400 BadDeviceToken (production, 127.0.0.1:"), "\(again.transcript)")
        #expect(try outcome(Self.sandboxPhone, in: profile, "production") == "BadDeviceToken")
        // Each simulator got one background push: no alert, priority 5.
        for journal in [sandboxJournal, productionJournal] {
            let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("background") && lines[0].contains("content-available"), "\(lines)")
        }

        let release = try run(check + [Self.releasePhone, "--json"] + probe)
        #expect(release.status == ExitCode.success.rawValue, "\(release.transcript)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(release.standardOutput.utf8)) as? [String: Any])
        #expect(report["verdict"] as? String == "a production token", "\(report)")
        let answers = try #require(report["probe"] as? [[String: Any]])
        #expect(answers.map { $0["environment"] as? String } == ["sandbox", "production"])
        #expect(answers.map { $0["status"] as? Int } == [400, 200])
        #expect(try outcome(Self.releasePhone, in: profile, "sandbox") == "BadDeviceToken")

        let shown = try run(["profile", "show", profile])
        #expect(shown.standardOutput.contains("sandbox ✓ · production ✗ BadDeviceToken"), "\(shown.transcript)")
        #expect(shown.standardOutput.contains("sandbox ✗ BadDeviceToken"), "\(shown.transcript)")

        // The release phone is dead for this sandbox profile until revived.
        let revived = try run(["token", "revive", Self.releasePhone, "--profile", profile])
        #expect(revived.status == ExitCode.success.rawValue, "\(revived.transcript)")
        #expect(revived.standardOutput == "revived TestFlight iPhone (…b2b2b2b2) in App: production ✓\n", "\(revived.transcript)")
        #expect(try outcome(Self.releasePhone, in: profile, "sandbox") == nil)
    }

    @Test(arguments: [
        ("abcd", "4 hex digits (2 bytes): shorter than any token APNs issues (32 bytes); APNs answers BadDeviceToken"),
        ("abc", "3 hex digits: an odd number, not whole bytes; APNs answers BadDeviceToken"),
    ])
    func aTokenAPNsWouldRefuseSaysWhyAndExits5(token: String, shape: String) throws {
        let result = try run(["token", "check", token])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.hasPrefix("shape: \(token): \(shape)\n"), "\(result.transcript)")
    }

    @Test func anFCMTokenIsToldApart() throws {
        let token = "dK3x:APA91b" + String(repeating: "Fq7", count: 40)
        let result = try run(["token", "check", token])
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("…\(token.suffix(8)): \(token.count) characters, not hex: the shape of an FCM registration token"), "\(result.transcript)")
    }
}
