import Foundation
import PushCrypto

/// The simulator's capacity under h2load (Debian's nghttp2-client): valid provider tokens, 200
/// answers, requests per second on one and on four connections, against the release `pushtui sim`. h2load does not verify
/// certificates, so it only ever talks to the simulator this benchmark started.
enum SimulatorThroughputBenchmark {
    static let streamsPerConnection = 100

    static func run(_ context: BenchContext) throws -> BenchmarkReport {
        let requests = context.quick ? 10_000 : 100_000
        let h2load = try Executable.require("h2load", install: "apt-get install nghttp2-client")
        let simulator = try SimulatorProcess(pushtui: try context.pushtui(), initialStreams: streamsPerConnection)
        defer { simulator.stop() }

        let jwt = try ProviderJWT.sign(keyID: simulator.keyID, teamID: simulator.teamID,
                                       issuedAt: Int(Date().timeIntervalSince1970), key: try simulator.privateKey())
        let payloadFile = simulator.directory + "/payload.json"
        try Data(#"{"aps":{"alert":{"title":"Benchmark","body":"Hello from h2load"},"sound":"default"}}"#.utf8)
            .write(to: URL(fileURLWithPath: payloadFile))
        let url = "\(simulator.url)/3/device/\(String(repeating: "ab", count: 32))"

        var report = BenchmarkReport()
        var table = Table("connections", "streams each", "requests", "2xx", "failed", "req/s")
        for connections in [1, 4] {
            let output = try Executable.run(h2load, [
                "-n", String(requests), "-c", String(connections), "-m", String(streamsPerConnection),
                "-d", payloadFile, "-H", "apns-topic: com.example.app", "-H", "apns-push-type: alert",
                "-H", "authorization: bearer \(jwt)", url])
            let figures = try H2LoadFigures(parsing: output)
            guard figures.succeeded2xx == requests else {
                throw BenchmarkError("h2load got \(figures.succeeded2xx) 2xx answers of \(requests):\n\(output)")
            }
            table.add(String(connections), String(streamsPerConnection), String(requests),
                      String(figures.succeeded2xx), String(figures.failed), String(format: "%.0f", figures.requestsPerSecond))
            report.figures["h2load.\(connections)_connections.requests_per_second"] = figures.requestsPerSecond
            report.summary.append(SummaryRow("simulator capacity under h2load, \(connections) connection\(connections == 1 ? "" : "s")",
                                             figure: String(format: "%.0f /s", figures.requestsPerSecond)))
        }
        report.text = "Simulator (`pushtui sim` process) under h2load (valid ES256 provider tokens, every answer 200)\n" + table.render()
        return report
    }
}

/// The figures h2load prints at the end of a run.
struct H2LoadFigures {
    let requestsPerSecond: Double
    let succeeded2xx: Int
    let failed: Int

    init(parsing output: String) throws {
        func number(after label: String, before end: String) -> Double? {
            guard let start = output.range(of: label) else { return nil }
            let rest = output[start.upperBound...]
            guard let stop = rest.range(of: end) else { return nil }
            return Double(rest[..<stop.lowerBound].trimmingCharacters(in: .whitespaces))
        }
        // "finished in 1.23s, 81234.56 req/s, ..."; "status codes: 100000 2xx, ..."; "..., 0 failed, ..."
        guard let rate = output.range(of: "s, ").flatMap({ _ in number(after: "s, ", before: " req/s") }),
              let ok = number(after: "status codes: ", before: " 2xx"),
              let failedLine = output.split(separator: "\n").first(where: { $0.hasPrefix("requests:") }),
              let failed = failedLine.split(separator: ",").first(where: { $0.hasSuffix(" failed") })
                .flatMap({ Int($0.split(separator: " ").first ?? "") }) else {
            throw BenchmarkError("cannot read h2load's output:\n\(output)")
        }
        requestsPerSecond = rate
        succeeded2xx = Int(ok)
        self.failed = failed
    }
}
