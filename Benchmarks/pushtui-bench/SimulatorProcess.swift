import Foundation
import PushCrypto

/// The release `pushtui sim` in a process and a session of its own (see ``SessionProcess``), so what
/// a client costs (its resident memory, its CPU) is measured apart from the server's, and every
/// client in a run (pushtui, h2load, aioapns, curl) talks to the same server. Its state (CA, server certificate, demo
/// provider key) lives in a scratch directory removed by ``stop()``.
final class SimulatorProcess {
    /// The scratch directory: the simulator's state plus whatever files a benchmark writes.
    let directory: String
    /// `https://127.0.0.1:PORT`.
    let url: String
    /// The CA that issued the server certificate: clients trust it, none turns verification off.
    let caFile: String
    /// The demo provider key (.p8) the simulator trusts, and its IDs.
    let keyFile: String
    let keyID: String
    let teamID: String
    private let process: SessionProcess

    /// Starts `pushtui sim` and waits (polling its output, 30 s at most) for its ready line.
    /// - Parameter initialStreams: streams allowed before the first valid token. Load generators
    ///   such as h2load and aioapns open many streams before they read the server's SETTINGS, so
    ///   APNs's limit of one would refuse all but the first; pushtui's client sends its first push
    ///   alone whatever the server allows, so raising it changes nothing for pushtui.
    init(pushtui: String, initialStreams: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushtui-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        InterruptCleanup.removeOnInterrupt(directory)
        let output = directory + "/sim.out"
        let process: SessionProcess
        do {
            process = try SessionProcess(program: pushtui, arguments: [
                "sim", "--state-dir", directory + "/state", "--initial-streams", String(initialStreams)], output: output)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        self.process = process
        do {
            let fields = try Self.readyFields(in: output, process: process)
            guard let url = fields["endpoint"], let caFile = fields["ca"], let keyFile = fields["key"],
                  let keyID = fields["key-id"], let teamID = fields["team-id"] else {
                throw BenchmarkError("pushtui sim's ready line lacks endpoint, ca or key: \(fields)")
            }
            (self.url, self.caFile, self.keyFile, self.keyID, self.teamID) = (url, caFile, keyFile, keyID, teamID)
        } catch {
            process.terminate()
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
    }

    /// The simulator's process ID, for its CPU time and memory.
    var pid: Int32 { process.pid }

    /// The provider key, for the clients that sign in this process (pushtui, h2load's header).
    func privateKey() throws -> ECPrivateKey {
        try ECPrivateKey(contentsOfFile: keyFile)
    }

    /// Stops the simulator (SIGTERM, its clean shutdown) and deletes the scratch directory.
    func stop() {
        process.terminate()
        try? FileManager.default.removeItem(atPath: directory)
        InterruptCleanup.forget(directory)
    }

    /// "pushtui sim ready: endpoint=URL ca=PATH key=PATH key-id=ID team-id=ID environment=ENV" as a dictionary.
    private static func readyFields(in output: String, process: SessionProcess) throws -> [String: String] {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("pushtui sim ready:") }) {
                let pairs = line.split(separator: " ").compactMap { word -> (String, String)? in
                    let parts = word.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2 else { return nil }
                    return (String(parts[0]), String(parts[1]))
                }
                return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            }
            guard process.isRunning else { throw BenchmarkError("pushtui sim exited before it was ready:\n\(text)") }
            usleep(5_000)
        }
        throw BenchmarkError("pushtui sim was not ready within 30 s")
    }
}
