import Foundation
import PushSimulator

/// An in-process simulator for one benchmark: its own scratch directory (TLS identity, demo
/// provider key, request files), no journal (it would measure the disk), trusting the demo key.
final class BenchmarkSimulator {
    /// The scratch directory; removed by ``stop()``.
    let directory: String
    /// The provider key the simulator trusts.
    let key: DemoProviderKey
    /// Where it listens and the CA to trust.
    let endpoint: SimulatorEndpoint
    private let simulator: APNsSimulator

    /// Starts a simulator that allows `initialMaxConcurrentStreams` before the first valid token.
    /// Load generators such as h2load open all their streams before they read the server's
    /// SETTINGS, so APNs's limit of one would refuse all but the first of them.
    init(initialMaxConcurrentStreams: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushtui-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            key = try DemoProviderKey.loadOrCreate(in: directory)
            simulator = APNsSimulator(configuration: SimulatorConfiguration(
                stateDirectory: directory, trustedKeys: [key.trustedKey],
                initialMaxConcurrentStreams: initialMaxConcurrentStreams))
            endpoint = try simulator.start()
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
    }

    /// Stops the simulator and deletes the scratch directory.
    func stop() {
        simulator.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }
}
