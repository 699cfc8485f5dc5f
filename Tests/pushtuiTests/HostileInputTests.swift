import Foundation
import PushCrypto
import PushTestSupport
import Testing
import PushDelivery

/// Issue 13, findings 1–6: every hostile input is refused before connecting, with the documented
/// exit code and a message naming the input, never a hang, a crash, a silent change or gigabytes.
///
/// Nothing listens on the endpoint: a push that got through would end in exit 3 (no answer), so
/// each refusal's exit code also proves nothing was sent. Each run is measured by `/usr/bin/time`
/// (peak resident memory) and bounded by ``Pushtui/timeout``, which fails a hang.
@Suite struct HostileInputTests {
    static let token = String(repeating: "ab", count: 32)
    /// The discard port on loopback: nothing answers there.
    static let endpoint = "https://127.0.0.1:9"
    /// Well above a debug build's ~35 MB, far below what the findings reached (289 MB to 7 GB).
    static let memoryBoundKB = 100 * 1024

    let directory: TemporaryDirectory
    let keyFile: String

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-hostile")
        keyFile = try directory.writePrivate(try ECPrivateKey.generateP256().pkcs8PEM(), to: "AuthKey.p8")
    }

    /// `send` arguments that are fine except for what a test adds.
    func sendArguments(_ extra: [String], token: Bool = true, topic: Bool = true) -> [String] {
        ["send", "--endpoint", Self.endpoint, "--key-file", keyFile, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"]
            + (topic ? ["--topic", "com.example.app"] : []) + (token ? ["--token", Self.token] : []) + extra
    }

    /// Runs `pushtui arguments` with standard input set up by the shell `redirection` (`<&-`,
    /// `0>file`, `<dir`), under `/usr/bin/time` for its peak memory.
    func run(_ arguments: [String], stdin redirection: String = "</dev/null") throws -> (result: ProcessResult, peakKB: Int) {
        let report = directory.file("time-\(UUID().uuidString)")
        let result = try CommandLineTool.run("/usr/bin/time", ["-f", "%M", "-o", report, "/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirection)",
                                                               try Pushtui.binary()] + arguments,
                                             environment: Pushtui.environment([:]), timeout: Pushtui.timeout)
        let peak = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").last.flatMap { Int($0) } ?? Int.max
        return (result, peak)
    }

    /// The refusal every case must end in: `code`, standard error containing `message`, bounded memory.
    func expectRefusal(_ run: (result: ProcessResult, peakKB: Int), _ code: ExitCode, _ message: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.result.status == code.rawValue, "\(run.result.transcript)", sourceLocation: sourceLocation)
        #expect(run.result.standardError.contains(message), "\(run.result.transcript)", sourceLocation: sourceLocation)
        #expect(run.peakKB < Self.memoryBoundKB, "peak \(run.peakKB) KB", sourceLocation: sourceLocation)
    }

    // MARK: 1. A payload validate refuses is never sent, altered

    @Test func invalidUTF8IsRefusedBySendAsValidateRefusesIt() throws {
        let bad = try directory.write([UInt8](#"{"aps":{"alert":""#.utf8) + [0xFF, 0xFE, 0xC3, 0x28] + [UInt8](#""}}"#.utf8), to: "bad.json")
        let diagnostic = "error: payload is not valid JSON: invalid UTF-8: byte 0xFF at offset 17"
        let validated = try run(["validate", bad]).result
        #expect(validated.status == ExitCode.invalidInput.rawValue, "\(validated.transcript)")
        #expect(validated.standardOutput.contains("\(bad):1:18: \(diagnostic)"), "\(validated.transcript)")
        expectRefusal(try run(sendArguments(["--payload", bad])), .invalidInput, "\(bad):1:18: \(diagnostic)")
        expectRefusal(try run(sendArguments(["--payload", "-"]), stdin: "<'\(bad)'"), .invalidInput, "<stdin>:1:18: \(diagnostic)")
        // An FCM message is checked on its exact bytes too.
        let fcm = try directory.write([UInt8](#"{"message":{"token":"t","data":{"k":""#.utf8) + [0xFF] + [UInt8](#""}}}"#.utf8), to: "fcm.json")
        let validatedFCM = try run(["validate", "--fcm", fcm]).result
        #expect(validatedFCM.status == ExitCode.invalidInput.rawValue, "\(validatedFCM.transcript)")
        #expect(validatedFCM.standardOutput.contains("\(fcm):1:38: error: payload is not valid JSON: invalid UTF-8: byte 0xFF at offset 37"),
                "\(validatedFCM.transcript)")
    }

    // MARK: 2. An unreadable standard input is a message, not a trap

    @Test(arguments: [("<&-", "is closed"), ("0>/dev/null", "is open for writing only"), ("</", "is a directory")])
    func anUnreadableStandardInputIsRefused(_ redirection: String, _ reason: String) throws {
        let message = "payload file <stdin> cannot be read: standard input \(reason)"
        expectRefusal(try run(["validate", "-"], stdin: redirection), .invalidInput, "pushtui validate: \(message)")
        expectRefusal(try run(sendArguments(["--payload", "-"]), stdin: redirection), .invalidInput, "pushtui send: \(message)")
    }

    // MARK: 3. Unbounded reads

    @Test func anEndlessStandardInputIsCutAtThePayloadLimit() throws {
        expectRefusal(try run(sendArguments(["--payload", "-"]), stdin: "</dev/zero"), .invalidInput,
                      "payload file <stdin> is larger than 1 MiB, the limit for a payload file")
    }

    @Test func aDeviceAsKeyFileIsRefusedWithoutReading() throws {
        expectRefusal(try run(["jwt", "--key-file", "/dev/zero", "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"]), .credentials,
                      "key file /dev/zero is a character device, not a regular file")
        let profiles = try profilesDirectory(["zero": ("/dev/zero", "com.example.app")])
        expectRefusal(try run(["send", "--profiles", profiles, "--profile", "zero", "--token", Self.token, "--alert", "hi"]), .credentials,
                      "key file /dev/zero is a character device, not a regular file")
    }

    @Test func aFIFOInTheProfilesDirectoryHangsNoLookup() throws {
        let profiles = try profilesDirectory(["good": (keyFile, "com.example.app")])
        #expect(mkfifo(profiles + "/stuck.json", 0o600) == 0)
        let shown = try run(["profile", "show", "good", "--profiles", profiles])
        #expect(shown.result.status == ExitCode.success.rawValue, "\(shown.result.transcript)")
        let sent = try run(["send", "--profiles", profiles, "--profile", "good", "--token", Self.token, "--alert", "hi", "--dry-run"])
        #expect(sent.result.status == ExitCode.success.rawValue, "\(sent.result.transcript)")
        expectRefusal(try run(["send", "--profiles", profiles, "--profile", "stuck", "--token", Self.token, "--alert", "hi"]),
                      .credentials, "stuck.json: is a FIFO (named pipe), not a regular file")
    }

    // MARK: 4. The right words

    @Test func aTokensFileThatIsNotAFileIsCalledATokensFile() throws {
        let fifo = directory.file("tokens.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let missing = directory.file("absent.txt")
        for (file, message) in [(missing, "tokens file \(missing) does not exist"), ("", "tokens file has an empty name"),
                                (directory.path, "tokens file \(directory.path) is a directory, not a regular file"),
                                (fifo, "tokens file \(fifo) is a FIFO (named pipe), not a regular file")] {
            expectRefusal(try run(sendArguments(["--alert", "hi", "--tokens-file", file], token: false)), .invalidInput, message)
        }
    }

    @Test func aBOMAndCRLFLineEndsAreAcceptedSilently() throws {
        let other = String(repeating: "cd", count: 32)
        let file = try directory.write(Array("\u{FEFF}\(Self.token)\r\n# phones\r\n\(other)\r\n".utf8), to: "windows.txt")
        let result = try run(sendArguments(["--alert", "hi", "--tokens-file", file, "--dry-run"], token: false)).result
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        #expect(result.standardOutput.contains("/3/device/\(Self.token)") && result.standardOutput.contains("/3/device/\(other)"),
                "\(result.transcript)")
        #expect(result.standardError.isEmpty, "\(result.transcript)")
    }

    // MARK: 5. Impossible values are refused before connecting

    @Test func aHugeTokenLineIsRefusedAtItsLine() throws {
        let file = try directory.write([UInt8](repeating: UInt8(ascii: "a"), count: 2_000_000), to: "one-line.txt")
        expectRefusal(try run(sendArguments(["--alert", "hi", "--tokens-file", file], token: false)), .invalidInput,
                      "tokens file \(file):1: line is longer than 16 KiB, the limit for a tokens file")
        expectRefusal(try run(sendArguments(["--alert", "hi", "--token", String(repeating: "a", count: 2000)], token: false)),
                      .invalidInput, "device token has 2000 hex digits, more than the 1024 (512 bytes) pushtui accepts")
    }

    @Test func anImpossibleTopicIsRefused() throws {
        // 10 MB cannot pass as an argument (Linux caps one at 128 KiB), so it comes from a profile.
        let profiles = try profilesDirectory(["huge": (keyFile, String(repeating: "a", count: 10_000_000))])
        expectRefusal(try run(["send", "--profiles", profiles, "--profile", "huge", "--token", Self.token, "--alert", "hi"]),
                      .invalidInput, "the topic is 10000000 bytes; APNs accepts at most 255")
        expectRefusal(try run(sendArguments(["--alert", "hi", "--topic", "com.example app"], topic: false)), .invalidInput,
                      "the topic has ' ' at column 12")
    }

    /// The option, the ID's name, its bad value (as a repeated text: 100,000 characters would flood
    /// the test log as an argument), and what the message says.
    @Test(arguments: [("--key-id", "Key ID", "K", 100_000, "it has 100000"),
                      ("--team-id", "Team ID", "team123456", 1, "found 't' at column 1")])
    func aMalformedKeyOrTeamIDIsRefused(_ option: String, _ name: String, _ text: String, _ times: Int, _ detail: String) throws {
        var arguments = sendArguments(["--alert", "hi"])
        if let index = arguments.firstIndex(of: option) { arguments[index + 1] = String(repeating: text, count: times) }
        expectRefusal(try run(arguments), .credentials, "\(name) must be 10 characters of A–Z and 0–9, like ABC123DEFG: \(detail)")
    }

    @Test func aCAFileThatHoldsNoCertificateIsRefused() throws {
        let garbage = try directory.write("not a certificate\n", to: "garbage.pem")
        expectRefusal(try run(sendArguments(["--alert", "hi", "--ca-file", garbage])), .credentials,
                      "CA file \(garbage) holds no PEM certificate (-----BEGIN CERTIFICATE-----)")
        let missing = directory.file("absent-ca.pem")
        expectRefusal(try run(sendArguments(["--alert", "hi", "--ca-file", missing])), .credentials, "CA file \(missing) does not exist")
    }

    // MARK: 6. Big inputs cost neither memory nor time before their refusal

    @Test func aPayloadOver1MiBIsRefusedWithoutBeingRead() throws {
        let file = directory.file("huge.json")
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        // Sparse: 200 MB long, nothing on disk, and nothing in memory if the size is checked first.
        #expect(truncate(file, 200_000_000) == 0)
        expectRefusal(try run(sendArguments(["--payload", file])), .invalidInput,
                      "payload file \(file) is larger than 1 MiB, the limit for a payload file")
    }

    @Test func aBadLastLineOfABigTokensFileIsRefusedInFlatMemory() throws {
        // 100,000 lines (6.5 MB) keeps a debug build quick; the README gives the 1,000,000-line figures.
        let line = Array((Self.token + "\n").utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count * 100_001)
        for _ in 0..<100_000 { bytes += line }
        bytes += Array("zz-not-a-token\n".utf8)
        let file = try directory.write(bytes, to: "many.txt")
        expectRefusal(try run(sendArguments(["--alert", "hi", "--tokens-file", file], token: false)), .invalidInput,
                      "tokens file \(file):100001: device token is not hex: found 'z' at column 1")
    }

    /// A profiles directory with one token-auth profile per entry: name → (key file, topic).
    private func profilesDirectory(_ profiles: [String: (String, String)]) throws -> String {
        let profilesDirectory = directory.file("profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: profilesDirectory, withIntermediateDirectories: false)
        for (name, (key, topic)) in profiles {
            let json = """
                {"name": "\(name)", "service": "apns", "environment": "sandbox", "endpoint": "\(Self.endpoint)", "topic": "\(topic)",
                 "auth": {"type": "token", "keyFile": "\(key)", "keyID": "ABC123DEFG", "teamID": "DEF123GHIJ"}}
                """
            let path = profilesDirectory + "/\(name).json"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)))
            #expect(chmod(path, 0o600) == 0)
        }
        return profilesDirectory
    }
}
