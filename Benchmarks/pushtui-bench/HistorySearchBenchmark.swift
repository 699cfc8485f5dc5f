import Foundation
import PushConsole
import PushCore
import PushStorage

/// The history after a big batch (issue 22): 1,000 console pushes, then a 100,000-push batch of
/// `pushtui send` written through the real batch writer (so the file is compacted about every
/// 20,000 pushes), then the console's whole-history search for a few queries — the runtime's
/// call, with the console's own match rule — and a check that every console push is still found.
enum HistorySearchBenchmark {
    /// The issue's target for one search over 100,000 rows.
    static let targetMilliseconds = 100.0

    static func run(_ context: BenchContext) throws -> BenchmarkReport {
        let (consoleCount, batchCount) = context.quick ? (1_000, 10_000) : (1_000, 100_000)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushtui-bench-history-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = HistoryFile(path: directory + "/history.jsonl")
        var report = BenchmarkReport()

        let writeStart = DispatchTime.now().uptimeNanoseconds
        try write((0..<consoleCount).map { record($0, via: nil) }, to: file)
        try write((0..<batchCount).map { record($0, via: "send") }, to: file)
        let writeSeconds = Double(DispatchTime.now().uptimeNanoseconds - writeStart) / 1e9
        let files = file.retainedPaths.compactMap { path in
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).map { ((path as NSString).lastPathComponent, $0) }
        }

        let rounds = context.quick ? 3 : 7
        var table = Table("query", "what", "rows", "complete", "min ms", "median ms", "max ms")
        var slowest = 0.0
        for (query, what) in [("customer 4821", "a label"), (token(batchCount / 2 + 321), "a token suffix"),
                              (apnsID(batchCount * 3 / 4 + 77), "an apns-id"),
                              ("BadDeviceToken", "a reason"), ("no such push anywhere", "nothing"),
                              ("rate limited", "an outcome's label (as rateLimited)")] {
            var samples: [Double] = []
            var found = HistoryMatches(records: [], isComplete: true)
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                found = search(query, in: file)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            samples.sort()
            let median = samples[samples.count / 2]
            slowest = max(slowest, median)
            table.add("“\(query)”", what, "\(found.records.count)", found.isComplete ? "yes" : "newest only",
                      String(format: "%.1f", samples[0]), String(format: "%.1f", median), String(format: "%.1f", samples[samples.count - 1]))
            report.figures["search.\(what).median_ms"] = median
        }

        let console = file.search(forAnyOf: nil, limit: .max) { $0.via == nil }.records
        let consoleKept = Set(console.map(\.index)) == Set(0..<consoleCount)
        if !consoleKept { report.errors.append("only \(console.count) of the \(consoleCount) console records are still found") }
        // Last: its appends push the batch's oldest records out of the send archive.
        let compaction = try timeCompaction(of: file)
        report.figures["write.pushes_per_second"] = Double(consoleCount + batchCount) / writeSeconds
        report.figures["compaction_ms"] = compaction
        report.summary.append(SummaryRow("history search over \(consoleCount + batchCount) rows, slowest median",
                                         figure: String(format: "%.1f ms", slowest), target: String(format: "< %.0f ms", targetMilliseconds),
                                         met: slowest < targetMilliseconds))
        report.text = "History after \(consoleCount) console pushes and a \(batchCount)-push batch "
            + String(format: "(written in %.2f s through the batch writer, %.0f pushes/s; ", writeSeconds, Double(consoleCount + batchCount) / writeSeconds)
            + String(format: "one compaction with full archives %.0f ms)\n", compaction)
            + "files: " + files.map { "\($0.0) \($0.1 / 1024) KiB" }.joined(separator: ", ") + "\n"
            + "console records still found: \(console.count) of \(consoleCount)\(consoleKept ? "" : " — LOST")\n"
            + "Whole-history search (\(rounds) runs each, limit \(LogSearch.wholeHistoryLimit) newest matches)\n" + table.render()
        return report
    }

    /// What the console's runtime does for `/`: candidate lines by the query's text, decoded and
    /// matched by the Responses pane's own rule.
    private static func search(_ query: String, in file: HistoryFile) -> HistoryMatches {
        let search = LogSearch(query: query)
        return file.search(forAnyOf: search.historyLineTexts, limit: LogSearch.wholeHistoryLimit) { search.matches($0.logRow) }
    }

    private static func write(_ records: [HistoryRecord], to file: HistoryFile) throws {
        let failure = Locked<HistoryError?>(nil)
        let writer = file.batchWriter { error in failure.withLock { $0 = error } }
        records.forEach(writer.record)
        writer.finish()
        if let error = failure.withLock({ $0 }) { throw BenchmarkError("history not written: \(error)") }
    }

    /// The time of the one append that compacts the file, with the archives as the batch left them:
    /// single appends until the file is compacted.
    private static func timeCompaction(of file: HistoryFile) throws -> Double {
        var index = 200_000
        while true {
            let before = file.size
            let start = DispatchTime.now().uptimeNanoseconds
            try file.append(record(index, via: "send"))
            let took = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if file.size < before { return took }
            index += 1
        }
    }

    /// The last eight hex digits of a device's token, as the history keeps them (after "…").
    private static func token(_ index: Int) -> String {
        String(format: "%08x", (index &* 2_246_822_519) & 0xFFFF_FFFF)
    }

    private static func apnsID(_ index: Int) -> String {
        String(format: "%08X-%04X-4%03X-8%03X-%012X", index &* 2_654_435_761 & 0xFFFF_FFFF, index & 0xFFFF, index % 0xFFF, index % 0xFFF, index)
    }

    /// A push as the dispatcher records it: a device of a customer list, mostly delivered, some
    /// dead tokens and bad ones, a small alert body.
    private static func record(_ index: Int, via: String?) -> HistoryRecord {
        let (outcome, status, reason): (String, Int, String?) = switch index % 100 {
        case 0: ("unregistered", 410, "Unregistered")
        case 1: ("invalidTarget", 400, "BadDeviceToken")
        case 2: ("rateLimited", 429, "TooManyRequests")
        default: ("delivered", 200, nil)
        }
        let label = via == nil ? "console device \(index)" : "customer \(index)"
        return HistoryRecord(time: Date().timeIntervalSince1970, send: via == nil ? 3 : 4_242, index: index, profile: "Production shop",
                             environment: "production", local: false, label: label, token: "…" + token(index),
                             headers: PushHeaders(pushType: .alert, topic: "com.example.shop", priority: 10),
                             body: #"{"aps":{"alert":{"title":"Your order shipped","body":"Order #\#(100_000 + index) is on its way"},"sound":"default"}}"#,
                             outcome: outcome, status: status, reason: reason, apnsID: apnsID(index), uniqueID: nil,
                             timestamp: nil, retryAfter: nil, latencyMs: 20 + index % 30, error: nil, via: via)
    }
}
