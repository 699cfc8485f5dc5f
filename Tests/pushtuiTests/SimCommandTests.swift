import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui sim` run as a child process: the ready line, real pushes with curl (verification on),
/// the state it keeps, and a clean exit on SIGTERM.
@Suite struct SimCommandTests {
    let scratch: TemporaryDirectory
    let state: String
    static let token = String(repeating: "ab", count: 32)
    static let pushHeaders = ["apns-topic: com.example.app", "apns-push-type: alert"]

    init() throws {
        scratch = try TemporaryDirectory(prefix: "pushtui-sim")
        state = scratch.file("state")
    }

    /// `pushtui jwt` for a key file, trimmed.
    private func mintJWT(keyFile: String, keyID: String, teamID: String) throws -> String {
        let result = try Pushtui.run(["jwt", "--key-file", keyFile, "--key-id", keyID, "--team-id", teamID])
        guard result.status == 0 else { throw TestSupportError.failed("pushtui jwt failed: \(result.transcript)") }
        return result.standardOutput.trimmingCharacters(in: .newlines)
    }

    /// One push with the curl CLI to the simulator, verified against its CA.
    private func push(_ sim: SimProcess, jwt: String?) throws -> CurlResponse {
        let authorization = jwt.map { ["authorization: bearer \($0)"] } ?? []
        return try curl("\(try sim.field("endpoint"))/3/device/\(Self.token)", caFile: try sim.field("ca"),
                        headers: Self.pushHeaders + authorization)
    }

    @Test func demoKeyPushOverHTTP2ThenCleanExitOnSIGTERM() throws {
        let journal = scratch.file("journal.jsonl")
        let sim = try SimProcess(stateDirectory: state, ["--journal", journal])
        #expect(try sim.field("endpoint").hasPrefix("https://127.0.0.1:"))
        #expect(try sim.field("ca") == state + "/ca.pem")
        #expect(try sim.field("key-id") == DemoProviderKey.keyID)
        #expect(try sim.field("team-id") == DemoProviderKey.teamID)
        #expect(try sim.field("environment") == "sandbox")
        let keyFile = try sim.field("key")

        let jwt = try mintJWT(keyFile: keyFile, keyID: try sim.field("key-id"), teamID: try sim.field("team-id"))
        let accepted = try push(sim, jwt: jwt)
        #expect(accepted.exitCode == 0, "\(accepted.errorOutput)")
        #expect(accepted.status == 200, "\(accepted.body)")
        #expect(accepted.httpVersion == "2")
        #expect(accepted.headers["apns-id"] != nil)
        #expect(accepted.headers["apns-unique-id"] != nil, "sandbox answers carry apns-unique-id")
        let refused = try push(sim, jwt: nil)
        #expect(refused.status == 403)
        #expect(refused.reason == "MissingProviderToken")

        // The journal is written as each response goes out: wait for both lines, never sleep.
        var entries: [JournalEntry] = []
        poll(until: {
            entries = (try? JournalEntry.decodeLines(Data(contentsOf: URL(fileURLWithPath: journal)))) ?? []
            return entries.count >= 2
        })
        #expect(entries.map(\.status) == [200, 403])
        #expect(entries.allSatisfy { $0.path == "/3/device/\(Self.token)" && $0.method == "POST" })
        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(!lines.contains { $0.contains(jwt) }, "the journal must shorten provider tokens")

        let attributes = try FileManager.default.attributesOfItem(atPath: keyFile)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let exit = try sim.terminate()
        #expect(exit.status == ExitCode.success.rawValue, "\(exit.transcript)")
        #expect(!exit.standardOutput.contains("PRIVATE KEY") && !exit.standardError.contains("PRIVATE KEY"))
    }

    @Test func readyFileIdleTimeoutAndCleanExitAsACIJobUsesThem() throws {
        let readyFile = scratch.file("sim.ready")
        // A file left by an earlier run must not pass for this one.
        try "port=1\n".write(toFile: readyFile, atomically: true, encoding: .utf8)
        let sim = try SimProcess(stateDirectory: state, ["--ready-file", readyFile, "--idle-timeout", "1"])
        let lines = try String(contentsOfFile: readyFile, encoding: .utf8).split(separator: "\n")
        let fields = Dictionary(lines.map { line in
            let parts = line.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }, uniquingKeysWith: { _, last in last })
        #expect(fields == sim.fields, "the ready file holds the ready line's fields")
        let port = try sim.field("port")
        #expect(try sim.field("endpoint") == "https://127.0.0.1:\(port)")

        // A connection that stays quiet for the second is told why it closes, as APNs does.
        let preface = scratch.file("preface")
        try Data(Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8) + [0, 0, 0, 4, 0, 0, 0, 0, 0]).write(to: URL(fileURLWithPath: preface))
        let client = try CommandLineTool.run("/usr/bin/openssl", [
            "s_client", "-connect", "127.0.0.1:\(port)", "-alpn", "h2", "-CAfile", try sim.field("ca"),
            "-verify_return_error", "-quiet", "-ign_eof"], input: preface, timeout: 15)
        #expect(client.standardOutput.contains(#"{"reason":"IdleTimeout"}"#), "\(client.standardError)")

        let exit = try sim.terminate()
        #expect(exit.status == ExitCode.success.rawValue, "\(exit.transcript)")
        #expect(!FileManager.default.fileExists(atPath: readyFile), "a stopped simulator leaves no ready file behind")
    }

    /// A journal on a full disk (a 64 KiB tmpfs): the first lost entry is said on stderr while the
    /// simulator runs, no line is left cut, and the exit status at shutdown is 1 with the count —
    /// so a CI job asserting on the journal cannot pass on one that lost pushes.
    @Test func aJournalOnAFullDiskIsReportedAndFailsTheExit() throws {
        let disk = scratch.file("small-disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let mount = try CommandLineTool.run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk])
        try #require(mount.status == 0, "this test mounts a small tmpfs (as root, like CI): \(mount.transcript)")
        defer { _ = try? CommandLineTool.run("umount", [disk]) }
        let journal = disk + "/journal.jsonl"
        let sim = try SimProcess(stateDirectory: state, ["--journal", journal])
        let tokens = (1...2000).map { String(format: "%064x", $0) }
        let tokensFile = try scratch.write(tokens.joined(separator: "\n") + "\n", to: "tokens.txt")
        let sent = try Pushtui.run(["send", "--tokens-file", tokensFile, "--endpoint", try sim.field("endpoint"),
                                    "--ca-file", try sim.field("ca"), "--key-file", try sim.field("key"), "--key-id", try sim.field("key-id"),
                                    "--team-id", try sim.field("team-id"), "--topic", "com.example.app", "--alert", "disk", "--json"])
        #expect(sent.status == 0, "every push is still answered: \(sent.standardError)")
        #expect(poll(until: { sim.process.standardError.contains("cannot write the journal \(journal): No space left on device") },
                     timeout: 5), "stderr: \(sim.process.standardError)")
        let ended = try sim.terminate()
        #expect(ended.status == 1, "\(ended.transcript)")
        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the journal ends with a whole line")
        let entries = lines.dropLast()
        #expect(entries.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil }, "a journal line is cut")
        let lost = 2000 - entries.count
        #expect(lost > 0 && ended.standardError.contains("the journal \(journal) lost \(lost.grouped) entries"),
                "\(entries.count) lines kept; \(ended.standardError)")
    }

    @Test func unusableIdleTimeoutIsAUsageError() throws {
        let result = try Pushtui.run(["sim", "--state-dir", state, "--idle-timeout", "-5"])
        #expect(result.status == ExitCode.usage.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains("--idle-timeout"), "\(result.standardError)")
    }

    @Test func secondStartReusesTheDemoKeyAndCA() throws {
        let first = try SimProcess(stateDirectory: state)
        let keyFile = try first.field("key"), caFile = try first.field("ca")
        let key = try Data(contentsOf: URL(fileURLWithPath: keyFile))
        let ca = try Data(contentsOf: URL(fileURLWithPath: caFile))
        // Ctrl-C stops it as cleanly as SIGTERM.
        #expect(try first.terminate(with: SIGINT).status == 0)

        let second = try SimProcess(stateDirectory: state)
        #expect(try second.field("key") == keyFile)
        #expect(try second.field("ca") == caFile)
        #expect(try Data(contentsOf: URL(fileURLWithPath: keyFile)) == key)
        #expect(try Data(contentsOf: URL(fileURLWithPath: caFile)) == ca)
        // The reused key still signs tokens the restarted server accepts.
        let jwt = try mintJWT(keyFile: keyFile, keyID: DemoProviderKey.keyID, teamID: DemoProviderKey.teamID)
        #expect(try push(second, jwt: jwt).status == 200)
        #expect(try second.terminate().status == 0)
    }

    /// What a `--trust-key` file may hold.
    enum TrustedKeyFile: String, CaseIterable, Sendable {
        /// `BEGIN PUBLIC KEY`.
        case publicKey
        /// The `.p8` itself, whose public half is used.
        case privateKey
    }

    @Test(arguments: TrustedKeyFile.allCases)
    func trustKeyTrustsOnlyThatKeyAndMakesNoDemoKey(_ file: TrustedKeyFile) throws {
        let trusted = try ProviderKey(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        let keyFile = switch file {
        case .publicKey: try scratch.write(trusted.privateKey.publicKey.pem(), to: "trusted-pub.pem")
        case .privateKey: try scratch.write(trusted.privateKey.pkcs8PEM(), to: "AuthKey_ABC123DEFG.p8")
        }
        let sim = try SimProcess(stateDirectory: state, ["--trust-key", "ABC123DEFG:DEF123GHIJ:\(keyFile)"])
        #expect(sim.fields["key"] == nil && sim.fields["key-id"] == nil, "\(sim.fields)")

        let accepted = try push(sim, jwt: try trusted.jwt(issuedAt: Int(Date().timeIntervalSince1970)))
        #expect(accepted.status == 200, "\(accepted.body)")
        // Same kid and team, different key: the signature must not verify.
        let impostor = try ProviderKey(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        let rejected = try push(sim, jwt: try impostor.jwt(issuedAt: Int(Date().timeIntervalSince1970)))
        #expect(rejected.status == 403)
        #expect(rejected.reason == "InvalidProviderToken")

        let stateFiles = try FileManager.default.contentsOfDirectory(atPath: state)
        #expect(!stateFiles.contains { $0.hasSuffix(".p8") }, "no demo key with --trust-key: \(stateFiles)")
        #expect(try sim.terminate().status == 0)
    }

    @Test func trustKeyFileThatIsMissingIsACredentialsError() throws {
        let path = scratch.file("absent.pem")
        let result = try Pushtui.run(["sim", "--port", "0", "--state-dir", state, "--trust-key", "ABC123DEFG:DEF123GHIJ:\(path)"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(path), "\(result.transcript)")
    }

    @Test func rsaTrustKeyIsACredentialsErrorThatSaysECIsNeeded() throws {
        try CommandLineTool.openssl(
            ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", "rsa.p8"], in: scratch.url)
        let path = scratch.file("rsa.p8")
        let result = try Pushtui.run(["sim", "--port", "0", "--state-dir", state, "--trust-key", "ABC123DEFG:DEF123GHIJ:\(path)"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript)")
        #expect(result.standardError.contains(path), "\(result.transcript)")
        // A .p8 is accepted here, so the reason to give is the key type, not "not a public key".
        #expect(result.standardError.contains("EC key on P-256"), "\(result.standardError)")
    }

    @Test(arguments: [
        ("{\"latencyMilliseconds\": \"slow\"}", "field 'latencyMilliseconds'"),
        ("{\"tokens\": {\"\(String(repeating: "33", count: 32))\": {\"outcome\": \"tooManyRequests\", \"retryAfter\": \"soon\"}}}",
         "retryAfter"),
        ("{\"latencyMillis\": 5}", "latencyMillis"),
    ])
    func badScenarioIsInvalidInputNamingFileAndField(_ text: String, _ field: String) throws {
        let path = try scratch.write(text, to: "scenario.json")
        let result = try Pushtui.run(["sim", "--port", "0", "--state-dir", state, "--scenario", path])
        #expect(result.status == ExitCode.invalidInput.rawValue, "\(result.transcript)")
        #expect(result.standardError.hasPrefix("pushtui sim: \(path): "), "\(result.transcript)")
        #expect(result.standardError.contains(field), "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.transcript)")
    }

    @Test func productionEnvironmentOmitsUniqueID() throws {
        let sim = try SimProcess(stateDirectory: state, ["--environment", "production"])
        #expect(try sim.field("environment") == "production")
        let jwt = try mintJWT(keyFile: try sim.field("key"), keyID: try sim.field("key-id"), teamID: try sim.field("team-id"))
        let response = try push(sim, jwt: jwt)
        #expect(response.status == 200, "\(response.body)")
        #expect(response.headers["apns-id"] != nil)
        #expect(response.headers["apns-unique-id"] == nil, "\(response.headers)")
        #expect(try sim.terminate().status == 0)
    }
}
