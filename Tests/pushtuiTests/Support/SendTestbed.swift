import Foundation
import PushSimulator
import PushSimulatorFixture
import PushTestSupport

/// An in-process simulator (real TLS on loopback) plus the files the `pushtui` binary needs to
/// reach it: the trusted provider key as a `.p8` file and a private profiles directory.
final class SendTestbed {
    /// The simulator, its CA, its trusted key and its journal.
    let simulator: SimulatorFixture
    /// Key file, profiles, payloads and token lists the test writes.
    let files: TemporaryDirectory
    /// The simulator's trusted key in PKCS#8 PEM, mode 0600 like a downloaded `.p8`.
    let keyFile: String

    /// The topic every push of these tests carries.
    static let topic = "com.example.app"
    /// A token the default scenario answers 410 Unregistered.
    static let unregisteredToken = DeadTokensScenario.unregisteredToken
    /// A token the default scenario answers 400 BadDeviceToken.
    static let badToken = DeadTokensScenario.badToken

    /// The scenario most tests want: every token delivered except ``unregisteredToken`` and ``badToken``.
    static let deadTokensScenario = DeadTokensScenario.json

    init(scenarioJSON: String = SendTestbed.deadTokensScenario) throws {
        var scenario = try Scenario(json: Data(scenarioJSON.utf8), file: "scenario.json")
        // The binary reads the real clock and the simulator a fixed day: moving the simulator's
        // `date` header to real time leaves only the scenario's own offset to show up as clock skew.
        scenario.clockOffsetSeconds += Int(Date().timeIntervalSince1970) - ManualClock().epochSeconds
        simulator = try SimulatorFixture(scenario: scenario)
        files = try TemporaryDirectory(prefix: "pushtui-send")
        keyFile = try files.write(simulator.key.privateKey.pkcs8PEM(), to: "AuthKey_\(simulator.key.keyID).p8")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile)
        try FileManager.default.createDirectory(atPath: profilesDirectory, withIntermediateDirectories: true)
    }

    /// Stops the simulator and removes every file.
    func stop() {
        simulator.stop()
        files.remove()
    }

    /// Where ``writeProfile(_:named:)`` puts profiles (pass it as `--profiles`).
    var profilesDirectory: String { files.file("profiles") }

    /// The connection and signing flags that stand in for a profile.
    var targetFlags: [String] {
        ["--endpoint", simulator.endpoint.url, "--ca-file", simulator.endpoint.caFile, "--key-file", keyFile,
         "--key-id", simulator.key.keyID, "--team-id", simulator.key.teamID, "--topic", Self.topic]
    }

    /// ``targetFlags`` with `--endpoint` pointing at `endpoint` (a dead port, a server that is not the simulator).
    func targetFlags(endpoint: String) -> [String] {
        var flags = targetFlags
        if let index = flags.firstIndex(of: "--endpoint") { flags[index + 1] = endpoint }
        return flags
    }

    /// A device token numbered `number`, distinct per number and never one the scenario scripts.
    static func token(number: Int) -> String {
        DeadTokensScenario.token(number: number)
    }

    /// A profile for this simulator as JSON text.
    /// - Parameters:
    ///   - keyFile: as the profile spells it (default: the absolute path of ``keyFile``).
    ///   - tokens: token-book entries as JSON objects.
    ///   - extraMembers: more top-level members, e.g. `"comment": "mine"`.
    func profileJSON(name: String, keyFile: String? = nil, tokens: [String] = [], extraMembers: String? = nil) -> String {
        var members = [
            #""name": "\#(name)""#,
            #""service": "apns""#,
            #""environment": "sandbox""#,
            #""topic": "\#(Self.topic)""#,
            #""auth": {"type": "token", "keyFile": "\#(keyFile ?? self.keyFile)", "keyID": "\#(simulator.key.keyID)", "teamID": "\#(simulator.key.teamID)"}"#,
            #""endpoint": "\#(simulator.endpoint.url)""#,
            #""caFile": "\#(simulator.endpoint.caFile)""#,
            #""tokens": [\#(tokens.joined(separator: ",\n    "))]"#,
        ]
        if let extraMembers { members.append(extraMembers) }
        return "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
    }

    /// Writes `text` as `<name>.json` into ``profilesDirectory`` and returns its path.
    @discardableResult
    func writeProfile(_ text: String, named name: String) throws -> String {
        try files.write(text, to: "profiles/\(name).json")
    }

    /// Journal entries so far. The simulator journals a response before it is written to the
    /// socket, so every answer a finished `pushtui` saw is already in the file.
    func journal() throws -> [JournalEntry] { try simulator.journal() }

    /// Proves the simulator received nothing before: sends one push to a sentinel token and
    /// returns the journal, which must then hold that push alone. (A bare "journal is empty" check
    /// would also pass if the simulator were not journaling at all.)
    func journalAfterSentinelPush() throws -> [JournalEntry] {
        let sentinel = Self.token(number: 0xFFFF)
        let result = try Pushtui.run(["send"] + targetFlags + ["--token", sentinel, "--alert", "sentinel"])
        guard result.status == 0 else { throw TestSupportError.failed("the sentinel push failed: \(result.transcript)") }
        return try journal()
    }
}
