import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushTransport

/// Send throughput over one connection, three ways against one in-process simulator in one run:
/// pushtui's `APNsClient`, `h2load` with the same requests (the ceiling), and one `curl` process
/// per push (the naive script). Same JWT, headers and body for all three: the headers and body
/// come from `PushRequest.httpRequest`, the function the client itself sends with.
enum SendThroughputBenchmark {
    static let pushes = 20_000
    static let concurrency = 100
    static let curlSample = 200
    static let memoryCheckpoints = [1_000, 10_000]
    /// pushtui must reach this share of h2load's rate on one connection.
    static let targetRatio = 0.5

    static func run() async throws -> String {
        let h2load = try Executable.require("h2load", install: "apt-get install nghttp2-client")
        let curl = try Executable.require("curl", install: "apt-get install curl")
        // The initial stream limit is raised for h2load. pushtui's client sends its first push alone
        // whatever the server allows, so this changes nothing for it and all three rows share one simulator.
        let simulator = try BenchmarkSimulator(initialMaxConcurrentStreams: concurrency)
        defer { simulator.stop() }
        let (directory, key, endpoint) = (simulator.directory, simulator.key, simulator.endpoint)

        let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? "n/a"
        let requests = try SendSample.requests(count: pushes)
        let tokens = ProviderTokenCache(clock: { Int(Date().timeIntervalSince1970) })
        let residentBefore = ProcessMemory.resident
        let client = try pushtuiRow(requests: requests, endpoint: endpoint, key: key, tokens: tokens)
        let cpuBefore = CPUTime.now
        let pushtui = await client.run()
        let pushtuiCPU = CPUTime.now - cpuBefore
        let peak = ProcessMemory.peakResident

        // The token the client has been reusing: the other tools send exactly what it sent.
        let jwt = try tokens.token(keyID: DemoProviderKey.keyID, teamID: DemoProviderKey.teamID, key: key.privateKey)
        let document = PayloadDocument(text: SendSample.payload)
        let wire = try requests.map { try $0.httpRequest(authorization: jwt, document: document) }
        let payloadFile = directory + "/payload.json"
        try Data(wire[0].body).write(to: URL(fileURLWithPath: payloadFile))
        let headerArguments = wire[0].headers.flatMap { ["-H", "\($0.name): \($0.value)"] }

        let h2loadStart = CPUTime.now
        let ceiling = try h2loadRate(h2load, urls: wire.map { endpoint.url + $0.path }, headerArguments: headerArguments,
                                     payloadFile: payloadFile, directory: directory)
        let curlStart = CPUTime.now
        let h2loadCPU = curlStart - h2loadStart
        let naive = try curlPerPushRate(curl, urls: wire.prefix(curlSample).map { endpoint.url + $0.path },
                                        headerArguments: headerArguments, payloadFile: payloadFile, caFile: endpoint.caFile)
        let curlCPU = CPUTime.now - curlStart

        let figures = pushtui.tally
        var table = Table("client", "pushes", "delivered", "connections", "pushes/s", "p50 ms", "p99 ms",
                          "CPU µs/push in process", "CPU µs/push in tool")
        table.add("pushtui APNsClient (\(concurrency) streams)", String(pushes), String(figures.delivered),
                  String(figures.connectionIDs.count), String(format: "%.0f", pushtui.rate),
                  figures.latencies.percentile(0.5).millisecondsText, figures.latencies.percentile(0.99).millisecondsText,
                  pushtuiCPU.process.microsecondsText(per: pushes), "-")
        table.add("h2load -c 1 -m \(concurrency) (ceiling)", String(pushes), String(ceiling.succeeded2xx), "1",
                  String(format: "%.0f", ceiling.requestsPerSecond), "-", "-",
                  h2loadCPU.process.microsecondsText(per: pushes), h2loadCPU.children.microsecondsText(per: pushes))
        table.add("curl process per push (sequential)", String(curlSample), String(naive.delivered), String(curlSample),
                  String(format: "%.1f", naive.rate), "-", "-",
                  curlCPU.process.microsecondsText(per: curlSample), curlCPU.children.microsecondsText(per: curlSample))

        var memory = Table("pushtui + simulator, same process", "resident")
        memory.add("before sending (\(pushes) requests built)", ProcessMemory.describe(residentBefore))
        for checkpoint in memoryCheckpoints {
            memory.add("after \(checkpoint) pushes", ProcessMemory.describe(figures.residentAfter[checkpoint]))
        }
        memory.add("peak after \(pushes) pushes (VmHWM)", ProcessMemory.describe(peak))

        let ratio = pushtui.rate / ceiling.requestsPerSecond
        let report = """
            Send throughput on one connection to the in-process simulator \
            (\(SendSample.payload.utf8.count)-byte alert, distinct tokens, one ES256 provider token)
            \(table.render())
            CPU in process: pushtui's client plus the simulator on the first row, the simulator alone on the others.
            Load average before the run: \(loadAverage) (the rates need both cores; CPU µs/push depends far less on it).
            pushtui / h2load:         \(String(format: "%.2f", ratio)) (target ≥ \(String(format: "%.1f", targetRatio)))\
            \(ratio < targetRatio ? "  BELOW TARGET" : "")
            pushtui / curl per push:  \(String(format: "%.0f", pushtui.rate / naive.rate))x

            Memory (the simulator keeps its last 10,000 deliveries; the request list grows with the batch)
            \(memory.render())
            """
        guard figures.delivered == pushes, figures.connectionIDs.count == 1 else {
            let problems = figures.problems.map { "\($0.value)× \($0.key)" }.joined(separator: "\n")
            throw BenchmarkError("pushtui did not deliver every push over one connection:\n\(report)\n\(problems)")
        }
        return report
    }

    private static func pushtuiRow(requests: [PushRequest], endpoint: SimulatorEndpoint, key: DemoProviderKey,
                                   tokens: ProviderTokenCache) throws -> PushtuiRun {
        let client = APNsClient(
            endpoint: try APNsEndpoint.custom(endpoint.url, caFile: endpoint.caFile),
            credential: .token(keyID: DemoProviderKey.keyID, teamID: DemoProviderKey.teamID, key: key.privateKey),
            configuration: APNsClientConfiguration(concurrency: concurrency), tokens: tokens)
        return PushtuiRun(client: client, requests: requests, checkpoints: Set(memoryCheckpoints))
    }

    private static func h2loadRate(_ h2load: String, urls: [String], headerArguments: [String], payloadFile: String,
                                   directory: String) throws -> H2LoadFigures {
        let urlFile = directory + "/urls.txt"
        try Data((urls.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: urlFile))
        let output = try Executable.run(h2load, ["-n", String(pushes), "-c", "1", "-m", String(concurrency),
                                                 "-i", urlFile, "-d", payloadFile] + headerArguments)
        let figures = try H2LoadFigures(parsing: output)
        guard figures.succeeded2xx == pushes else {
            throw BenchmarkError("h2load got \(figures.succeeded2xx) 2xx answers of \(pushes):\n\(output)")
        }
        return figures
    }

    private static func curlPerPushRate(_ curl: String, urls: [String], headerArguments: [String], payloadFile: String,
                                        caFile: String) throws -> (rate: Double, delivered: Int) {
        let start = ContinuousClock.now
        var delivered = 0
        for url in urls {
            let status = try Executable.run(curl, ["--http2", "-sS", "--cacert", caFile, "-o", "/dev/null", "-w", "%{http_code}"]
                                            + headerArguments + ["--data-binary", "@" + payloadFile, url])
            if status == "200" { delivered += 1 }
        }
        let elapsed = ContinuousClock.now - start
        return (Double(urls.count) / elapsed.seconds, delivered)
    }
}

/// One timed batch through pushtui's client.
struct PushtuiRun {
    let client: APNsClient
    let requests: [PushRequest]
    let checkpoints: Set<Int>

    /// Sends the batch, then closes the connection so its thread is idle while the other rows run.
    func run() async -> (rate: Double, tally: SendTally.Figures) {
        let tally = SendTally(expected: requests.count, checkpoints: checkpoints)
        let start = ContinuousClock.now
        await client.send(requests) { _, result in tally.record(result) }
        let elapsed = ContinuousClock.now - start
        client.shutdown()
        return (Double(requests.count) / elapsed.seconds, tally.snapshot)
    }
}

extension Duration {
    /// The duration in seconds as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
