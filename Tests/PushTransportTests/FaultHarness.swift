import Foundation
import PushCore
@testable import PushCrypto
@testable import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing
@testable import PushTransport

/// One case of the fault matrix (issue 6 §2): a simulator with a scenario, an `APNsClient` pointed at
/// it (or elsewhere), and the checks every case shares — each push gets exactly one result, nothing is
/// delivered twice, the send ends before a deadline, and the client's and the simulator's threads
/// and descriptors are gone after `shutdown()` and `stop()`.
final class FaultHarness {
    let simulator: SimulatorFixture
    let client: APNsClient
    /// How many provider tokens the client signed.
    let mints = Counter()
    /// The port the client connects to: the simulator's, unless the case points it elsewhere.
    let clientPort: UInt16

    /// - Parameters:
    ///   - url: where the client connects (default: the simulator).
    ///   - caFile: the CA the client trusts (default: the simulator's).
    ///   - clientClock: the client's clock for provider tokens (default: the simulator's clock).
    ///   - clientKey: the key the client signs with (default: the one the simulator trusts).
    init(scenario: Scenario = Scenario(), configuration: APNsClientConfiguration = APNsClientConfiguration(),
         url: String? = nil, caFile: String? = nil, clientClock: ManualClock? = nil, clientKey: ProviderKey? = nil) throws {
        simulator = try SimulatorFixture(scenario: scenario)
        let clock = clientClock ?? simulator.clock
        let mints = mints
        let tokens = ProviderTokenCache(clock: { clock.epochSeconds }, reuseFor: 50 * 60, minimumAge: 20 * 60) {
            keyID, teamID, issuedAt, key throws(OpenSSLError) in
            mints.increment()
            return try ProviderJWT.sign(keyID: keyID, teamID: teamID, issuedAt: issuedAt, key: key)
        }
        let key = clientKey ?? simulator.key
        clientPort = url.flatMap { URLComponents(string: $0)?.port }.map { UInt16($0) } ?? simulator.endpoint.port
        client = APNsClient(
            endpoint: try .custom(url ?? simulator.endpoint.url, caFile: caFile ?? simulator.endpoint.caFile),
            credential: .token(keyID: key.keyID, teamID: key.teamID, key: key.privateKey),
            configuration: configuration, tokens: tokens)
    }

    /// What one send produced.
    struct Outcome {
        /// The result of push i at index i.
        let results: [PushResult]
        /// When each result arrived, counted from the start of the send.
        let arrivals: [Duration]
        /// Everything the simulator answered, in order.
        let journal: [JournalEntry]

        /// Checks that every push ended with a transport failure of `kind` (and `curlCode`, when given).
        func expectEveryPushFailed(_ kind: TransportError.Kind, curlCode: Int? = nil,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
            for result in results {
                guard case .transport(let error) = result.failure?.base else {
                    Issue.record("expected a transport failure, got \(result.summary)", sourceLocation: sourceLocation)
                    return
                }
                #expect(error.kind == kind && (curlCode == nil || error.curlCode == curlCode), "\(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Sends `requests`, checks that each index is answered exactly once before `deadline` and that
    /// no device token was delivered twice, and returns the results in input order.
    func send(_ requests: [PushRequest], deadline: Duration = .seconds(15),
              sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        let answers = Locked<[Int: [(PushResult, Duration)]]>([:])
        let finished = Counter()
        let started = ContinuousClock.now
        client.begin(requests, onResult: { index, result in
            answers.withLock { $0[index, default: []].append((result, ContinuousClock.now - started)) }
        }, onFinished: { finished.increment() })
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        let ended = poll(until: { finished.value > 0 }, timeout: seconds)
        #expect(ended, "the send hung past \(deadline)", sourceLocation: sourceLocation)
        if !ended {
            // Unblocks the send (every push still in flight ends as cancelled) so the test can report.
            client.shutdown()
            _ = poll(until: { finished.value > 0 }, timeout: 10)
        }
        let collected = answers.withLock { $0 }
        #expect(finished.value == 1, "onFinished ran \(finished.value) times", sourceLocation: sourceLocation)
        #expect(collected.keys.sorted() == Array(requests.indices), "indices without exactly one result", sourceLocation: sourceLocation)
        let repeated = collected.filter { $0.value.count != 1 }.keys.sorted()
        #expect(repeated.isEmpty, "indices answered more than once: \(repeated.prefix(5))", sourceLocation: sourceLocation)
        let ordered = requests.indices.compactMap { collected[$0]?.first }
        let journal = try simulator.journal()
        let deliveredPaths = journal.filter { $0.status == 200 }.map(\.path)
        #expect(Set(deliveredPaths).count == deliveredPaths.count, "a push was delivered twice", sourceLocation: sourceLocation)
        let deliveredTokens = simulator.simulator.deliveredNotifications.map(\.token)
        #expect(Set(deliveredTokens).count == deliveredTokens.count, "a device got a push twice", sourceLocation: sourceLocation)
        return Outcome(results: ordered.map(\.0), arrivals: ordered.map(\.1), journal: journal)
    }

    /// Shuts the client down, stops the simulator, and checks that every thread and descriptor
    /// either of them owned is gone (polled: threads end asynchronously after being told to stop).
    ///
    /// The census counts only what these two own — threads by their names (`h2client#<n>`,
    /// `pushsim#<n>`), descriptors by the simulator's port and scratch directory — not the whole
    /// process: other suites run in parallel in this process, and Swift's cooperative pool may
    /// start threads once and keep them, so the process-wide counts move for reasons of their own.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        let threadNames: Set<String> = [client.transportThreadName, simulator.simulator.threadName]
        let ports = [simulator.endpoint.port, clientPort]
        let scratch = simulator.scratch.path
        // Threads by name where the platform lists them (ProcessInspection.threadNames); descriptors everywhere.
        let liveThreads = { ProcessInspection.threadNames()?.filter(threadNames.contains).count }
        if let threads = liveThreads() {
            #expect(threads > 0, "the census sees the live threads \(threadNames)", sourceLocation: sourceLocation)
        }
        client.shutdown()
        simulator.stop()
        let released = poll(until: {
            (liveThreads() ?? 0) == 0 && ProcessInspection.descriptorCount(ports: ports, under: scratch) == 0
        }, timeout: 10)
        let threads = liveThreads().map(String.init) ?? "uncounted"
        let descriptors = ProcessInspection.descriptorCount(ports: ports, under: scratch)
        #expect(released, "left behind: \(threads) threads, \(descriptors) descriptors", sourceLocation: sourceLocation)
    }

    /// `count` alert pushes to distinct tokens.
    static func pushes(_ count: Int) throws -> [PushRequest] {
        try APNsClientFixture.pushes(count)
    }
}
