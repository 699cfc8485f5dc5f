import Foundation

/// How pushtui's cost grows with the batch: throughput, latency and peak resident memory at
/// 1k, 10k and 100k pushes, each batch in a fresh child process (so one batch's peak cannot
/// carry over to the next), all against one `pushtui sim` process whose resident memory is read
/// after each batch (its delivery log is bounded, so it must level off too).
enum ScalingBenchmark {
    /// Peak RSS may grow at most this much from the second-largest batch to the largest.
    static let flatTarget = 1.15

    static func run(_ context: BenchContext) async throws -> BenchmarkReport {
        let counts = context.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        let concurrency = SendThroughputBenchmark.concurrency
        let simulator = try SimulatorProcess(pushtui: try context.pushtui(), initialStreams: concurrency)
        defer { simulator.stop() }
        let loadAverage = MachineInfo.loadAverage()

        var report = BenchmarkReport()
        var table = Table("pushes", "delivered", "pushes/s", "p50 ms", "p99 ms", "client CPU µs/push",
                          "client peak RSS", "simulator RSS after")
        var runs: [(run: ClientRun, simulatorResident: Int?)] = []
        for count in counts {
            let before = CPUTime.now
            let run = try SendRun.launch(count: count, concurrency: concurrency, simulator: simulator)
            let cpu = (CPUTime.now - before).children
            let simulatorResident = ProcessMemory.resident(pid: simulator.pid)
            runs.append((run, simulatorResident))
            table.add(String(count), String(run.delivered), String(format: "%.0f", run.rate),
                      run.p50Milliseconds.map { String(format: "%.2f", $0) } ?? "-",
                      run.p99Milliseconds.map { String(format: "%.2f", $0) } ?? "-",
                      cpu.microsecondsText(per: count), ProcessMemory.describe(run.peakResidentBytes),
                      ProcessMemory.describe(simulatorResident))
            report.figures["pushtui.\(count).pushes_per_second"] = run.rate
            if let peak = run.peakResidentBytes { report.figures["pushtui.\(count).peak_rss_bytes"] = Double(peak) }
            if let resident = simulatorResident { report.figures["simulator.after_\(count).rss_bytes"] = Double(resident) }
            if let problem = run.problem(oneConnection: true) { report.errors.append(problem) }
        }

        if runs.count >= 2 {
            let (smaller, larger) = (runs[runs.count - 2], runs[runs.count - 1])
            let span = "\(label(smaller.run.count))→\(label(larger.run.count))"
            if let low = smaller.run.peakResidentBytes, let high = larger.run.peakResidentBytes {
                let ratio = Double(high) / Double(low)
                report.summary.append(SummaryRow("pushtui client peak RSS \(span) pushes", figure: ProcessMemory.describe(high),
                                                 reference: ProcessMemory.describe(low), ratio: ratio,
                                                 target: String(format: "≤ %.2f", flatTarget), met: ratio <= flatTarget))
            }
            // The delivery log keeps 10,000 entries, so the simulator levels off from 10k on; below that it still fills.
            if let low = smaller.simulatorResident, let high = larger.simulatorResident {
                let ratio = Double(high) / Double(low)
                let judged = smaller.run.count >= 10_000
                report.summary.append(SummaryRow("simulator RSS after \(span) pushes", figure: ProcessMemory.describe(high),
                                                 reference: ProcessMemory.describe(low), ratio: ratio,
                                                 target: judged ? String(format: "≤ %.2f", flatTarget) : "-",
                                                 met: judged ? ratio <= flatTarget : nil))
            }
            report.summary.append(SummaryRow("pushtui send rate \(span) pushes", figure: String(format: "%.0f /s", larger.run.rate),
                                             reference: String(format: "%.0f /s", smaller.run.rate),
                                             ratio: larger.run.rate / smaller.run.rate))
        }
        report.text = """
            How cost grows: pushtui's APNsClient on one connection, each batch in a fresh process (pushes made as the window moves)
            \(table.render())
            Load average before the run: \(loadAverage).
            """
        return report
    }

    private static func label(_ count: Int) -> String {
        count >= 1000 && count % 1000 == 0 ? "\(count / 1000)k" : String(count)
    }
}
