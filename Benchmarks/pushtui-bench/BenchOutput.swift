import Foundation

/// Where the figures go: tables on standard output, or with `--json` one object on standard
/// output and the tables on standard error, so a person watching still sees progress.
struct BenchOutput {
    /// Everything the run measured, in the shape `--json` prints.
    struct Results: Encodable {
        var machine: MachineInfo?
        var figures: [String: [String: Double]] = [:]
        var summary: [SummaryRow] = []
        var errors: [String: [String]] = [:]
        var failed: [String] = []

        mutating func add(_ name: String, _ report: BenchmarkReport) {
            figures[name] = report.figures
            summary += report.summary
            if !report.errors.isEmpty {
                errors[name] = report.errors
                failed.append(name)
            }
        }
    }

    let json: Bool

    func show(_ text: String) {
        if json {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        } else {
            print(text)
        }
    }

    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// The closing table (or the JSON object), with the machine it ran on.
    func finish(_ results: Results, machine: MachineInfo) {
        var table = Table("measure", "figure", "reference", "ratio", "target", "result")
        for row in results.summary {
            table.add(row.measure, row.figure, row.reference, row.ratio, row.target, row.verdict.rawValue)
        }
        let missed = results.summary.filter { $0.verdict == .missed }.count
        var closing = "Summary (\(machine.description))\n" + table.render()
        if missed > 0 { closing += "\nMISSED: \(missed) target\(missed == 1 ? "" : "s")" }
        if !results.failed.isEmpty { closing += "\nFAILED to run: \(results.failed.joined(separator: ", "))" }
        show(closing)
        guard json else { return }
        var complete = results
        complete.machine = machine
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(complete) {
            print(String(decoding: data, as: UTF8.self))
        }
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("""
            \(problem)
            usage: pushtui-bench [--quick] [--json] [--python PATH] [validation|simulator|send|scaling|console]...

            """.utf8))
        exit(2)
    }
}
