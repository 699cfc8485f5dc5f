import COpenSSL
import Foundation
import PushCrypto
import PushSimulator

/// How many idle connections the release `pushtui sim` holds and at what cost: 10,000 TLS
/// connections (1,000 with --quick), each past a verified handshake and its HTTP/2 preface, then
/// the simulator's thread count and resident memory, and how long curl takes meanwhile to push
/// on a connection of its own (connect, TLS handshake, request, answer: `time_total`).
enum SimulatorConnectionsBenchmark {
    static func run(_ context: BenchContext) throws -> BenchmarkReport {
        let target = context.quick ? 1_000 : 10_000
        let curl = try Executable.require("curl", install: "apt-get install curl")
        // This process holds the client end of every connection.
        FileDescriptorLimit.raiseToHardLimit()
        let simulator = try SimulatorProcess(pushtui: try context.pushtui(), initialStreams: 1)
        defer { simulator.stop() }
        guard let port = URL(string: simulator.url)?.port.flatMap(UInt16.init(exactly:)) else {
            throw BenchmarkError("no port in \(simulator.url)")
        }
        let jwt = try ProviderJWT.sign(keyID: simulator.keyID, teamID: simulator.teamID,
                                       issuedAt: Int(Date().timeIntervalSince1970), key: try simulator.privateKey())
        // The same pushes with no idle connection first: on a loaded machine curl's time is mostly
        // scheduling, and this shows what the idle connections add to it.
        let alone = try pushMilliseconds(curl: curl, simulator: simulator, jwt: jwt)
        let idle = try IdleTLSConnections(caFile: simulator.caFile)
        defer { idle.closeAll() }
        let threadsBefore = threads(of: simulator.pid)
        let rssBefore = ProcessMemory.resident(pid: simulator.pid)
        let opening = ContinuousClock.now
        for _ in 0..<target {
            try idle.open(port: port)
        }
        let openSeconds = Double((ContinuousClock.now - opening).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - opening).components.seconds)

        let beside = try pushMilliseconds(curl: curl, simulator: simulator, jwt: jwt, busyWith: target)
        let threadsAfter = threads(of: simulator.pid)
        let rssAfter = ProcessMemory.resident(pid: simulator.pid)
        let closed = idle.closedByServer()

        var table = Table("idle connections", "opened in", "sim threads", "sim RSS before", "sim RSS after", "closed by sim",
                          "push on a new connection (curl time_total, 5 runs): alone", "beside them")
        table.add(String(idle.count), String(format: "%.1f s", openSeconds), "\(threadsBefore.map(String.init) ?? "n/a") → \(threadsAfter.map(String.init) ?? "n/a")",
                  ProcessMemory.describe(rssBefore), ProcessMemory.describe(rssAfter), String(closed),
                  alone.map { String(format: "%.1f", $0) }.joined(separator: ", ") + " ms",
                  beside.map { String(format: "%.1f", $0) }.joined(separator: ", ") + " ms")
        var report = BenchmarkReport()
        report.text = "Idle TLS connections held by one `pushtui sim` process (verified handshake + HTTP/2 preface each)\n" + table.render()
        let worst = beside.max() ?? .infinity
        let worstAlone = alone.max() ?? .infinity
        report.figures["connections.idle"] = Double(idle.count)
        report.figures["connections.simulator_threads"] = threadsAfter.map(Double.init)
        report.figures["connections.simulator_rss_bytes"] = rssAfter.map(Double.init)
        report.figures["connections.push_milliseconds_worst"] = worst
        report.summary.append(SummaryRow("simulator threads with \(idle.count) idle connections", figure: threadsAfter.map(String.init) ?? "n/a",
                                         target: "≤ 16", met: threadsAfter.map { $0 <= 16 }))
        report.summary.append(SummaryRow("simulator RSS with \(idle.count) idle connections", figure: ProcessMemory.describe(rssAfter),
                                         target: "< 500 MB", met: rssAfter.map { $0 < 500 * 1_048_576 }))
        report.summary.append(SummaryRow("push on a new connection beside them vs alone (worst of 5)", figure: String(format: "%.1f ms", worst),
                                         reference: String(format: "%.1f ms", worstAlone), ratio: worst / worstAlone,
                                         target: "< 50 ms", met: worst < 50))
        return report
    }

    /// curl's `time_total` in milliseconds for 5 pushes, each on a connection of its own.
    private static func pushMilliseconds(curl: String, simulator: SimulatorProcess, jwt: String, busyWith idle: Int = 0) throws -> [Double] {
        try (0..<5).map { index in
            let output = try Executable.run(curl, [
                "--http2", "--cacert", simulator.caFile, "-sS", "-o", "/dev/null", "-w", "%{http_code} %{time_total}",
                "-H", "apns-topic: com.example.app", "-H", "apns-push-type: alert", "-H", "authorization: bearer \(jwt)",
                "--data-binary", #"{"aps":{"alert":"still here?"}}"#, "\(simulator.url)/3/device/\(String(format: "%064x", idle + index))"])
            let parts = output.split(separator: " ")
            guard parts.first == "200", parts.count == 2, let seconds = Double(parts[1]) else {
                throw BenchmarkError("a push with \(idle) idle connections open was not answered 200: \(output)")
            }
            return seconds * 1000
        }
    }

    /// `Threads:` of /proc/<pid>/status.
    private static func threads(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") }) else { return nil }
        return Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces))
    }
}

/// Client ends of idle TLS connections from one context (ALPN h2, the simulator's CA, verification on).
private final class IdleTLSConnections {
    private let context: OpaquePointer
    private var connections: [(descriptor: Int32, ssl: OpaquePointer)] = []

    init(caFile: String) throws {
        guard let context = SSL_CTX_new(TLS_client_method()) else { throw BenchmarkError("SSL_CTX_new failed") }
        self.context = context
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        guard SSL_CTX_load_verify_locations(context, caFile, nil) == 1 else { throw BenchmarkError("cannot load \(caFile)") }
        let protocols: [UInt8] = [2, UInt8(ascii: "h"), UInt8(ascii: "2")]
        SSL_CTX_set_alpn_protos(context, protocols, UInt32(protocols.count))
    }

    var count: Int { connections.count }

    func open(port: UInt16) throws {
        // SOCK_STREAM is an enum case in Glibc's headers, an Int32 macro in Darwin's (docs/platforms.md).
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw BenchmarkError("socket() failed after \(count) connections: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0, let ssl = SSL_new(context) else {
            close(descriptor)
            throw BenchmarkError("connection \(count + 1) failed: \(String(cString: strerror(errno)))")
        }
        SSL_set_fd(ssl, descriptor)
        let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8) + [0, 0, 0, 4, 0, 0, 0, 0, 0]
        guard SSL_connect(ssl) == 1, SSL_write(ssl, preface, Int32(preface.count)) == Int32(preface.count) else {
            SSL_free(ssl)
            close(descriptor)
            throw BenchmarkError("TLS handshake \(count + 1) with the simulator failed")
        }
        connections.append((descriptor, ssl))
    }

    /// Connections the simulator has closed (a peek sees the end of the stream).
    func closedByServer() -> Int {
        connections.filter { connection in
            var byte: UInt8 = 0
            return recv(connection.descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
        }.count
    }

    func closeAll() {
        for connection in connections {
            SSL_free(connection.ssl)
            close(connection.descriptor)
        }
        connections.removeAll()
    }

    deinit {
        closeAll()
        SSL_CTX_free(context)
    }
}
