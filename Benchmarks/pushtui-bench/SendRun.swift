import Foundation
import PushCore
import PushCrypto
import PushDelivery
import PushTransport

/// pushtui's `APNsClient` sending a batch in a process of its own: pushtui-bench runs itself with
/// the hidden `--send-run` mode, so each count starts from a fresh heap and `VmHWM` is the peak of
/// that batch alone, with the simulator in yet another process. Pushes are made by index as the
/// window moves (`send(count:request:onResult:)`), so memory is the window's, not the batch's.
enum SendRun {
    static let flag = "--send-run"

    /// Runs a batch in a child process and returns what it reports.
    static func launch(count: Int, concurrency: Int, simulator: SimulatorProcess) throws -> ClientRun {
        let output = try Executable.run(Executable.current, [
            flag, "--count", String(count), "--concurrency", String(concurrency), "--url", simulator.url,
            "--ca", simulator.caFile, "--key", simulator.keyFile, "--key-id", simulator.keyID, "--team-id", simulator.teamID,
        ])
        return try JSONDecoder().decode(ClientRun.self, from: Data(output.utf8))
    }

    /// The child's side: sends the batch and prints one `ClientRun` as JSON; exit status 1 with a
    /// message on standard output when it cannot start.
    static func main(_ arguments: [String]) async -> Int32 {
        do {
            let run = try await send(RunArguments(arguments))
            let json = try JSONEncoder().encode(run)
            print(String(decoding: json, as: UTF8.self))
            return 0
        } catch {
            print("send run failed: \(error)")
            return 1
        }
    }

    private static func send(_ arguments: RunArguments) async throws -> ClientRun {
        let count = try arguments.integer("count")
        let key = try ECPrivateKey(contentsOfFile: try arguments.value("key"))
        let client = APNsClient(
            endpoint: try Destination(nil, file: nil, service: .apns, overriding: Destination.Overrides(
                endpointURL: try arguments.value("url"), caFile: try arguments.value("ca"))).apnsEndpoint(paths: .fromProcess()),
            credential: .token(keyID: try arguments.value("key-id"), teamID: try arguments.value("team-id"), key: key),
            configuration: APNsClientConfiguration(concurrency: try arguments.integer("concurrency")))
        // Every index makes a valid 64-digit token; the fallback only keeps the builder total.
        let fallback = try SendSample.request(0)
        let tally = SendTally()
        let start = ContinuousClock.now
        await client.send(count: count, request: { (try? SendSample.request($0)) ?? fallback }) { _, result in
            tally.record(result)
        }
        let elapsed = ContinuousClock.now - start
        client.shutdown()
        let figures = tally.snapshot
        return ClientRun(client: "pushtui APNsClient", count: count, delivered: figures.delivered, seconds: elapsed.seconds,
                         connections: figures.connectionIDs.count,
                         p50Milliseconds: figures.latencies.percentile(0.5).map { $0.seconds * 1000 },
                         p99Milliseconds: figures.latencies.percentile(0.99).map { $0.seconds * 1000 },
                         peakResidentBytes: ProcessMemory.peakResident(), problems: figures.problems)
    }

    /// `--name value` pairs.
    private struct RunArguments {
        let values: [String: String]

        init(_ arguments: [String]) {
            var values: [String: String] = [:]
            var index = 0
            while index + 1 < arguments.count {
                values[String(arguments[index].drop { $0 == "-" })] = arguments[index + 1]
                index += 2
            }
            self.values = values
        }

        func value(_ name: String) throws -> String {
            guard let value = values[name] else { throw BenchmarkError("\(SendRun.flag) needs --\(name)") }
            return value
        }

        func integer(_ name: String) throws -> Int {
            guard let number = Int(try value(name)), number >= 0 else { throw BenchmarkError("--\(name) must be a count") }
            return number
        }
    }
}
