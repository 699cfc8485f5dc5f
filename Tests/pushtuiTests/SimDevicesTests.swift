import Foundation
import PushCore
import PushDelivery
import PushSimulator
import PushStorage
import PushTestSupport
import Testing
@testable import pushtui

/// `pushtui sim --devices FILE` and the demo's registry, seen from the outside: a devices file
/// that does not parse stops the start with its place, and `pushtui send` gets APNs' answers
/// (status, reason, exit code) from the standalone simulator and from the demo's.
@Suite struct SimDevicesTests {
    static let phone = String(repeating: "a1", count: 32)
    static let gone = String(repeating: "e5", count: 32)
    static let devicesJSON = """
        [
          {"token": "\(phone)", "topic": "com.example.app", "environment": "sandbox", "kind": "device"},
          {"token": "\(gone)", "topic": "com.example.app", "environment": "sandbox", "kind": "device",
           "unregisteredAt": "2026-01-01T00:00:00Z"}
        ]
        """

    let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory(prefix: "pushtui-sim-devices")
    }

    @Test(arguments: [
        ("[\n  {\"token\": \"\(phone)\",,\n", ":2:80: not JSON: "),
        ("[\n  {\"token\": \"\(phone)\", \"topic\": \"com.example.app\", \"environment\": \"sandbox\", \"kind\": \"phone\"}\n]",
         ":2:135: entry 1: \"kind\": expected one of"),
    ])
    func aDevicesFileThatDoesNotParseStopsTheStartWithItsPlace(_ text: String, _ message: String) throws {
        let path = try scratch.write(text, to: "devices.json")
        let result = try Pushtui.run(["sim", "--port", "0", "--state-dir", scratch.file("state"), "--devices", path])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui sim: \(path)\(message)"), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "never ready: \(result.transcript)")
    }

    /// `pushtui send` with one token and `flags`, as JSON lines; the answer's object and the exit status.
    private func send(_ target: [String], token: String, _ flags: [String] = ["--alert", "hi"]) throws -> (answer: [String: Any], status: Int32) {
        let result = try Pushtui.run(["send"] + target + ["--token", token, "--json"] + flags)
        let line = try #require(result.standardOutput.split(separator: "\n").first, "\(result.transcript)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(result.transcript)")
        return (answer, result.status)
    }

    /// - Parameter voipTarget: `target` for a VoIP push (an explicit `--topic` is sent as given, so it needs `.voip`).
    private func expectAnswers(_ target: [String], voipTarget: [String], phone: String, gone: String) throws {
        let delivered = try send(target, token: phone)
        #expect(delivered.status == ExitCode.success.rawValue && delivered.answer["status"] as? Int == 200, "\(delivered.answer)")
        let typed = try send(target, token: "abcd")
        #expect(typed.status == ExitCode.failure.rawValue, "\(typed.answer)")
        #expect(typed.answer["status"] as? Int == 400 && typed.answer["reason"] as? String == "BadDeviceToken", "\(typed.answer)")
        let voip = try send(voipTarget, token: phone, ["--type", "voip", "--payload", try scratch.write(#"{"aps":{},"call":"1"}"#, to: "voip.json")])
        #expect(voip.status == ExitCode.failure.rawValue, "\(voip.answer)")
        #expect(voip.answer["status"] as? Int == 400 && voip.answer["reason"] as? String == "DeviceTokenNotForTopic", "\(voip.answer)")
        let uninstalled = try send(target, token: gone)
        #expect(uninstalled.status == ExitCode.failure.rawValue, "\(uninstalled.answer)")
        #expect(uninstalled.answer["status"] as? Int == 410 && uninstalled.answer["reason"] as? String == "Unregistered", "\(uninstalled.answer)")
        #expect(uninstalled.answer["timestamp"] is Int, "\(uninstalled.answer)")
    }

    @Test func sendGetsAPNsAnswersFromTheDevicesFile() throws {
        let devices = try scratch.write(Self.devicesJSON, to: "devices.json")
        let sim = try SimProcess(stateDirectory: scratch.file("state"), ["--devices", devices])
        defer { _ = try? sim.terminate() }
        let connection = ["--endpoint", try sim.field("endpoint"), "--ca-file", try sim.field("ca"), "--key-file", try sim.field("key"),
                          "--key-id", try sim.field("key-id"), "--team-id", try sim.field("team-id")]
        let target = connection + ["--topic", "com.example.app"]
        try expectAnswers(target, voipTarget: connection + ["--topic", "com.example.app.voip"], phone: Self.phone, gone: Self.gone)
        let uninstalled = try send(target, token: Self.gone)
        // 2026-01-01T00:00:00Z, the file's unregisteredAt, in milliseconds.
        #expect(uninstalled.answer["timestamp"] as? Int == 1_767_225_600_000, "\(uninstalled.answer)")
    }

    @Test func theDemoAnswersFromItsOwnTokenBook() throws {
        let demo = try DemoSimulator.start(paths: StatePaths(root: scratch.file("state")), now: Date())
        defer { demo.simulator.stop() }
        let target = ["--profile", demo.profile.file, "--endpoint", demo.profile.endpoint]
        let book = DemoSimulator.devices
        let phone = try #require(book.first { $0.label == "iPhone 16 Pro" }?.token)
        let gone = try #require(book.first { $0.label == "Old iPhone (uninstalled)" }?.token)
        try expectAnswers(target, voipTarget: target, phone: phone, gone: gone)
    }
}
