import Foundation

/// The command-line clients pushtui is measured against, each turned into a `ClientRun`.
enum ReferenceClients {
    /// h2load on one connection with `concurrency` streams: the ceiling for one connection.
    static func h2load(_ h2load: String, inputs: SendInputs, pushes: Int, concurrency: Int) throws -> ClientRun {
        let output = try Executable.run(h2load, ["-n", String(pushes), "-c", "1", "-m", String(concurrency),
                                                 "-i", inputs.urlFile, "-d", inputs.payloadFile] + inputs.headerArguments)
        let figures = try H2LoadFigures(parsing: output)
        return ClientRun(client: "h2load -c 1 -m \(concurrency) (ceiling)", count: pushes, delivered: figures.succeeded2xx,
                         seconds: Double(pushes) / figures.requestsPerSecond, connections: 1, p50Milliseconds: nil,
                         p99Milliseconds: nil, peakResidentBytes: nil,
                         problems: figures.failed > 0 ? ["failed": figures.failed] : [:])
    }

    /// One `curl` process per push, one after the other: what a shell loop does.
    static func curlPerPush(_ curl: String, inputs: SendInputs, caFile: String, pushes: Int) throws -> ClientRun {
        let start = ContinuousClock.now
        var delivered = 0
        for url in inputs.urls.prefix(pushes) {
            let status = try Executable.run(curl, ["--http2", "-sS", "--cacert", caFile, "-o", "/dev/null", "-w", "%{http_code}"]
                                            + inputs.headerArguments + ["--data-binary", "@" + inputs.payloadFile, url])
            if status == "200" { delivered += 1 }
        }
        return ClientRun(client: "curl process per push (sequential)", count: pushes, delivered: delivered,
                         seconds: (ContinuousClock.now - start).seconds, connections: pushes, p50Milliseconds: nil,
                         p99Milliseconds: nil, peakResidentBytes: nil, problems: [:])
    }
}
