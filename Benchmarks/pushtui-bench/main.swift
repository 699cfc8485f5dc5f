// pushtui's benchmark programs: each prints a table of figures measured in this run, with the
// reference it is compared against measured in the same run. Run in release:
//   swift run -c release pushtui-bench [validation|simulator|send]...   (no argument: all of them)
import Foundation

let benchmarks: [(name: String, run: () async throws -> String)] = [
    ("validation", PayloadValidationBenchmark.run),
    ("simulator", SimulatorThroughputBenchmark.run),
    ("send", SendThroughputBenchmark.run),
]

let chosen = Set(CommandLine.arguments.dropFirst())
if let unknown = chosen.first(where: { name in !benchmarks.contains { $0.name == name } }) {
    FileHandle.standardError.write(Data("unknown benchmark '\(unknown)'; choose from: \(benchmarks.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
print("pushtui-bench on \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)\n")
var failed = false
for benchmark in benchmarks where chosen.isEmpty || chosen.contains(benchmark.name) {
    do {
        print(try await benchmark.run() + "\n")
    } catch {
        FileHandle.standardError.write(Data("\(benchmark.name): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
