import Foundation
import PushCore
import PushCrypto
@testable import PushSimulator
import Synchronization
import Testing

/// A finished child process.
struct ProcessResult {
    let status: Int32
    let output: String
    let errorOutput: String
}

enum TestSupportError: Error, CustomStringConvertible {
    case failed(String)
    var description: String {
        switch self { case let .failed(text): text }
    }
}

/// Runs a program to completion, capturing stdout and stderr through files (no pipe-buffer deadlock).
@discardableResult
func run(_ executable: String, _ arguments: [String], in directory: String? = nil, input: String? = nil) throws -> ProcessResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("proc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
    for url in [outURL, errURL] { try Data().write(to: url) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus,
                         output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                         errorOutput: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
}

/// A private temporary directory removed by `cleanUp()`.
struct Scratch {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    func file(_ name: String) -> String { path + "/" + name }
    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}

/// A provider signing key made at test time, with the kid/team the simulator trusts it for.
struct ProviderKey {
    let keyID: String
    let teamID: String
    let privateKey: ECPrivateKey

    init(keyID: String = "KEY1234567", teamID: String = "TEAM123456") throws {
        self.keyID = keyID
        self.teamID = teamID
        privateKey = try ECPrivateKey.generateP256()
    }

    var trusted: TrustedKey { TrustedKey(keyID: keyID, teamID: teamID, publicKey: privateKey.publicKey) }

    /// `bearer <jwt>` issued at `issuedAt` (epoch seconds).
    func authorization(issuedAt: Int) throws -> String {
        "bearer " + (try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt, key: privateKey))
    }
}

/// A clock tests can move: starts at a fixed time, never reads the real one.
final class TestClock: Sendable {
    private let seconds: Mutex<TimeInterval>
    init(_ start: TimeInterval = 1_780_000_000) { seconds = Mutex(start) }
    var now: Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
    var epochSeconds: Int { Int(seconds.withLock { $0 }) }
    func advance(by interval: TimeInterval) { seconds.withLock { $0 += interval } }
    var function: @Sendable () -> Date { { [self] in now } }
}

/// A running simulator with a trusted key, a journal and a scratch directory.
final class SimulatorFixture {
    let scratch: Scratch
    let key: ProviderKey
    let clock: TestClock
    let simulator: APNsSimulator
    let endpoint: SimulatorEndpoint
    let journalPath: String

    /// A 64-hex-character device token.
    static let token = String(repeating: "ab", count: 32)

    init(scenario: Scenario = Scenario(), environment: APNsEnvironment = .sandbox,
         extraKeys: [ProviderKey] = [], maxConcurrentStreams: Int = 1000, initialMaxConcurrentStreams: Int = 1,
         identity: ((Scratch) throws -> ServerIdentity)? = nil) throws {
        scratch = try Scratch()
        key = try ProviderKey()
        clock = TestClock()
        journalPath = scratch.file("journal.jsonl")
        let configuration = SimulatorConfiguration(
            stateDirectory: scratch.file("state"),
            identity: try identity?(scratch),
            environment: environment,
            trustedKeys: ([key] + extraKeys).map(\.trusted),
            scenario: scenario,
            journalPath: journalPath,
            clock: clock.function,
            maxConcurrentStreams: maxConcurrentStreams,
            initialMaxConcurrentStreams: initialMaxConcurrentStreams)
        simulator = APNsSimulator(configuration: configuration)
        endpoint = try simulator.start()
    }

    /// Stops the simulator (joining its threads) and removes the scratch directory.
    func stop() {
        simulator.stop()
        scratch.cleanUp()
    }

    var authorization: String { get throws { try key.authorization(issuedAt: clock.epochSeconds) } }

    func url(token: String = SimulatorFixture.token) -> String { "\(endpoint.url)/3/device/\(token)" }

    /// URLs for `count` different tokens (nghttp fetches a repeated URL only once).
    func distinctURLs(_ count: Int) -> [String] {
        (0..<count).map { url(token: String(repeating: "ab", count: 30) + String(format: "%08x", $0)) }
    }

    /// Headers of a valid alert push.
    func headers(authorization: String?, extra: [String] = []) -> [String] {
        var headers = ["apns-topic: com.example.app", "apns-push-type: alert"] + extra
        if let authorization { headers.append("authorization: \(authorization)") }
        return headers
    }

    func journal() throws -> [JournalEntry] {
        guard FileManager.default.fileExists(atPath: journalPath) else { return [] }
        return try JournalEntry.decodeLines(Data(contentsOf: URL(fileURLWithPath: journalPath)))
    }

    /// Polls the journal until `condition` holds or the deadline passes (never sleeps blindly).
    func waitForJournal(timeout: TimeInterval = 10, _ condition: ([JournalEntry]) -> Bool) throws -> [JournalEntry] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let entries = try journal()
            if condition(entries) || Date() > deadline { return entries }
            _ = poll(nil, 0, 10)
        }
    }
}

/// What `curl` reported for one request.
struct CurlResponse {
    let status: Int
    let httpVersion: String
    let headers: [String: String]
    let body: String
    let exitCode: Int32
    let errorOutput: String

    /// The parsed JSON body (`{"reason":…}`), empty when there is none.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]) ?? [:]
    }
    var reason: String? { json["reason"] as? String }
}

/// One request with the curl CLI over HTTP/2, verifying the server with the simulator's CA.
func curl(_ url: String, caFile: String, method: String = "POST", headers: [String], body: String? = "{\"aps\":{\"alert\":\"hi\"}}",
          extraArguments: [String] = []) throws -> CurlResponse {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    var arguments = ["--http2", "--cacert", caFile, "-sS", "-o", scratch.file("body"), "-D", scratch.file("headers"),
                     "-w", "%{http_code} %{http_version}", "-X", method]
    for header in headers { arguments += ["-H", header] }
    if let body { arguments += ["--data-binary", body] }
    arguments += extraArguments + [url]
    let result = try run("/usr/bin/curl", arguments)
    let parts = result.output.split(separator: " ")
    var parsedHeaders: [String: String] = [:]
    let headerText = (try? String(contentsOfFile: scratch.file("headers"), encoding: .utf8)) ?? ""
    for line in headerText.split(whereSeparator: \.isNewline) {
        guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(":") else { continue }
        parsedHeaders[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return CurlResponse(
        status: parts.first.flatMap { Int($0) } ?? 0,
        httpVersion: parts.count > 1 ? String(parts[1]) : "",
        headers: parsedHeaders,
        body: (try? String(contentsOfFile: scratch.file("body"), encoding: .utf8)) ?? "",
        exitCode: result.status,
        errorOutput: result.errorOutput)
}

/// A CA and a server certificate for 127.0.0.1/localhost made by the `openssl` CLI, independent
/// of PushCrypto, for the "given identity" path.
func makeOpenSSLIdentity(in scratch: Scratch) throws -> ServerIdentity {
    let openssl = "/usr/bin/openssl"
    let steps: [[String]] = [
        ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
         "-subj", "/CN=test CA", "-keyout", "ca-key.pem", "-out", "ca.pem"],
        ["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-subj", "/CN=localhost", "-keyout", "server-key.pem", "-out", "server.csr"],
        ["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca-key.pem", "-CAcreateserial", "-days", "2",
         "-extfile", "ext.cnf", "-out", "server.pem"],
    ]
    try "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n"
        .write(toFile: scratch.file("ext.cnf"), atomically: true, encoding: .utf8)
    for step in steps {
        let result = try run(openssl, step, in: scratch.path)
        guard result.status == 0 else { throw TestSupportError.failed("openssl \(step[0]) failed: \(result.errorOutput)") }
    }
    return ServerIdentity(certificateFile: scratch.file("server.pem"), privateKeyFile: scratch.file("server-key.pem"),
                          certificateAuthorityFile: scratch.file("ca.pem"))
}

/// One request of a ``curlSequence(_:caFile:)``.
struct SequencedRequest {
    var url: String
    var headers: [String]
    var body: String = "{\"aps\":{\"alert\":\"hi\"}}"
}

/// Several requests in ONE curl process, one after another (`--next`), so curl reuses its
/// HTTP/2 connection: the way to test per-connection rules. Returns each status and body.
func curlSequence(_ requests: [SequencedRequest], caFile: String) throws -> [(status: Int, body: String)] {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    var arguments: [String] = []
    for (index, request) in requests.enumerated() {
        if index > 0 { arguments.append("--next") }
        arguments += ["--http2", "--cacert", caFile, "-sS", "-o", scratch.file("body\(index)"), "-w", "%{http_code}\\n",
                      "--data-binary", request.body]
        for header in request.headers { arguments += ["-H", header] }
        arguments.append(request.url)
    }
    let result = try run("/usr/bin/curl", arguments)
    let statuses = result.output.split(whereSeparator: \.isNewline).map { Int($0) ?? 0 }
    return requests.indices.map { index in
        (index < statuses.count ? statuses[index] : 0,
         (try? String(contentsOfFile: scratch.file("body\(index)"), encoding: .utf8)) ?? "")
    }
}

/// `nghttp -v` (nghttp2's client, independent of curl) with the simulator's CA; its verbose
/// frame log shows SETTINGS and GOAWAY with debug data. nghttp cannot be told a CA file, so the
/// CA goes in through SSL_CERT_FILE, which keeps verification on.
func nghttp(_ urls: [String], caFile: String, headers: [String], body: String? = nil) throws -> ProcessResult {
    var arguments = ["-v", "-n"]
    for header in headers { arguments += ["-H", header] }
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    if let body {
        try body.write(toFile: scratch.file("body"), atomically: true, encoding: .utf8)
        arguments += ["-d", scratch.file("body")]
    }
    return try run("/usr/bin/env", ["SSL_CERT_FILE=\(caFile)", "/usr/bin/nghttp"] + arguments + urls)
}

/// The detail lines of every frame nghttp logged as received with `frameType` (e.g. "SETTINGS",
/// "GOAWAY"), one string per frame.
func nghttpReceivedFrames(_ output: String, type frameType: String) -> [String] {
    var frames: [String] = []
    var current: String?
    for line in output.split(whereSeparator: \.isNewline) {
        if line.contains("] recv ") || line.contains("] send ") {
            if let current { frames.append(current) }
            current = line.contains("] recv \(frameType) frame") ? "" : nil
        } else if let text = current {
            current = text + line.trimmingCharacters(in: .whitespaces) + "\n"
        }
    }
    if let current { frames.append(current) }
    return frames
}

/// Many requests from ONE curl process with `--parallel` (HTTP/2 multiplexing); returns the
/// status of each transfer, in completion order.
func curlParallel(_ urls: [String], caFile: String, headers: [String], maxParallel: Int = 100,
                  body: String = "{\"aps\":{\"alert\":\"hi\"}}") throws -> [Int] {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    var config = "http2\ncacert = \"\(caFile)\"\nsilent\nshow-error\nwrite-out = \"%{http_code}\\n\"\n"
    config += "data-binary = \"\(body.replacingOccurrences(of: "\"", with: "\\\""))\"\n"
    for header in headers { config += "header = \"\(header)\"\n" }
    for url in urls { config += "url = \"\(url)\"\noutput = \"/dev/null\"\n" }
    try config.write(toFile: scratch.file("curl.cfg"), atomically: true, encoding: .utf8)
    let result = try run("/usr/bin/curl", ["--parallel", "--parallel-max", String(maxParallel), "--config", scratch.file("curl.cfg")])
    return result.output.split(whereSeparator: \.isNewline).map { Int($0) ?? 0 }
}

/// A raw loopback TCP client for robustness tests.
final class TCPClient {
    let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Glibc.close(descriptor)
            throw TestSupportError.failed("connect to port \(port) failed")
        }
    }

    func send(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until the server closes or `timeout` passes; returns what arrived.
    func readUntilClosed(timeout: Int32 = 5000) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while poll(&descriptors, 1, timeout) > 0 {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer.prefix(count)
        }
        return received
    }

    func close() { Glibc.close(descriptor) }
}
