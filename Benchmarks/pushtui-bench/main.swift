// pushtui's benchmark suite: every figure next to the reference it is compared against, measured
// in the same run, then one summary table (figure, reference, ratio, target, PASS/MISSED).
// Run in release, next to the release pushtui (./dev bench does all of it):
//   pushtui-bench [--quick] [--json] [--python PATH] [validation|simulator|connections|send|scaling|console|history]...
// No name runs them all. --quick: small counts for a smoke run (CI), no 100k batch. --json: one
// machine-readable object on standard output (the tables go to standard error). Exits 1 when a
// benchmark could not run; a missed target prints MISSED but is not a failure.
import Foundation

if CommandLine.arguments.dropFirst().first == SendRun.flag {
    exit(await SendRun.main(Array(CommandLine.arguments.dropFirst(2))))
}

let benchmarks: [(name: String, run: (BenchContext) async throws -> BenchmarkReport)] = [
    ("validation", PayloadValidationBenchmark.run),
    ("simulator", SimulatorThroughputBenchmark.run),
    ("connections", SimulatorConnectionsBenchmark.run),
    ("send", SendThroughputBenchmark.run),
    ("scaling", ScalingBenchmark.run),
    ("console", ConsoleBenchmark.run),
    ("history", HistorySearchBenchmark.run),
]

var quick = false
var json = false
var python: String?
var chosen: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--json": json = true
    case "--python":
        guard let path = arguments.popFirst() else { BenchOutput.usage("--python needs a path") }
        python = path
    case _ where benchmarks.contains { $0.name == argument }: chosen.insert(argument)
    default: BenchOutput.usage("unknown argument '\(argument)'")
    }
}

let context = BenchContext(quick: quick, python: python)
let output = BenchOutput(json: json)
output.show("pushtui-bench\(quick ? " --quick" : "") on \(MachineInfo.current().description)\n")
var results = BenchOutput.Results()
for benchmark in benchmarks where chosen.isEmpty || chosen.contains(benchmark.name) {
    var report: BenchmarkReport
    do {
        report = try await benchmark.run(context)
    } catch {
        report = BenchmarkReport(errors: ["\(error)"])
    }
    if !report.text.isEmpty { output.show(report.text + "\n") }
    for error in report.errors { output.error("\(benchmark.name): \(error)") }
    results.add(benchmark.name, report)
}
output.finish(results, machine: MachineInfo.current())
exit(results.failed.isEmpty ? 0 : 1)
