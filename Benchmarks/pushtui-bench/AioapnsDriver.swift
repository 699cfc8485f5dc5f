import Foundation

/// aioapns (PyPI), the Python APNs client people reach for, sending the same batch to the same
/// simulator through `Benchmarks/aioapns/aioapns_send.py`, in the venv `./dev bench` makes.
enum AioapnsDriver {
    /// The repository this program was built from (it finds the script and the venv there).
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var script: String { packageRoot.appendingPathComponent("Benchmarks/aioapns/aioapns_send.py").path }

    /// The venv's interpreter, unless `override` (`--python`) names another with aioapns installed.
    static func python(override: String?) throws -> String {
        let path = override ?? packageRoot.appendingPathComponent(".build/bench-venv/bin/python").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError("no Python with aioapns at \(path): run ./dev bench (it makes the venv), or pass --python")
        }
        return path
    }

    /// Sends one push per line of `tokensFile` with the payload in `payloadFile`, at most
    /// `concurrency` at once on one connection, and returns what the driver reports.
    static func run(python: String, simulator: SimulatorProcess, topic: String, tokensFile: String, payloadFile: String,
                    concurrency: Int) throws -> ClientRun {
        let output = try Executable.run(python, [
            script, "--url", simulator.url, "--ca", simulator.caFile, "--key", simulator.keyFile,
            "--key-id", simulator.keyID, "--team-id", simulator.teamID, "--topic", topic,
            "--tokens", tokensFile, "--payload", payloadFile, "--concurrency", String(concurrency),
        ])
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
            throw BenchmarkError("the aioapns driver printed no figures:\n\(output)")
        }
        return try JSONDecoder().decode(ClientRun.self, from: Data(line.utf8))
    }
}
