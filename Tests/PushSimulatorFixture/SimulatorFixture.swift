import Foundation
import PushCore
import PushSimulator
import PushTestSupport

/// A simulator running in process on a free loopback port, trusting one generated key, writing a
/// journal into its own scratch directory and reading a ``ManualClock``. Call ``stop()`` when done.
public final class SimulatorFixture {
    /// Holds the state directory, the journal and any files a test writes.
    public let scratch: TemporaryDirectory
    /// The provider key the simulator trusts.
    public let key: ProviderKey
    /// The simulator's clock.
    public let clock: ManualClock
    /// The running simulator.
    public let simulator: APNsSimulator
    /// Where it listens and which CA verifies it.
    public let endpoint: SimulatorEndpoint
    /// The journal file (JSON lines).
    public let journalPath: String

    /// A 64-hex-character device token.
    public static let token = String(repeating: "ab", count: 32)

    /// Starts a simulator; `identity` may make a server identity in the scratch directory, and
    /// `configure` may change the rest of the configuration (timeouts, event loops) before it starts.
    public init(scenario: Scenario = Scenario(), environment: APNsEnvironment = .sandbox,
                extraKeys: [ProviderKey] = [], maxConcurrentStreams: Int = 1000, initialMaxConcurrentStreams: Int = 1,
                identity: ((TemporaryDirectory) throws -> ServerIdentity)? = nil,
                configure: (inout SimulatorConfiguration) -> Void = { _ in }) throws {
        scratch = try TemporaryDirectory(prefix: "pushsim")
        key = try ProviderKey()
        clock = ManualClock()
        journalPath = scratch.file("journal.jsonl")
        var configuration = SimulatorConfiguration(
            stateDirectory: scratch.file("state"),
            identity: try identity?(scratch),
            environment: environment,
            trustedKeys: ([key] + extraKeys).map(\.trusted),
            scenario: scenario,
            journalPath: journalPath,
            clock: clock.dateSource,
            maxConcurrentStreams: maxConcurrentStreams,
            initialMaxConcurrentStreams: initialMaxConcurrentStreams)
        configure(&configuration)
        simulator = APNsSimulator(configuration: configuration)
        endpoint = try simulator.start()
    }

    /// Stops the simulator (joining its threads) and removes the scratch directory.
    public func stop() {
        simulator.stop()
        scratch.remove()
    }

    /// `bearer <jwt>` from the trusted key, issued at the clock's current time.
    public var authorization: String { get throws { try key.authorization(issuedAt: clock.epochSeconds) } }

    /// The push URL for `token`.
    public func url(token: String = SimulatorFixture.token) -> String { "\(endpoint.url)/3/device/\(token)" }

    /// URLs for `count` different tokens (nghttp fetches a repeated URL only once).
    public func distinctURLs(_ count: Int) -> [String] {
        (0..<count).map { url(token: String(repeating: "ab", count: 30) + String(format: "%08x", $0)) }
    }

    /// Headers of a valid alert push, plus `authorization` when given.
    public func headers(authorization: String?, extra: [String] = []) -> [String] {
        var headers = ["apns-topic: com.example.app", "apns-push-type: alert"] + extra
        if let authorization { headers.append("authorization: \(authorization)") }
        return headers
    }

    /// Every journal line written so far.
    public func journal() throws -> [JournalEntry] {
        guard FileManager.default.fileExists(atPath: journalPath) else { return [] }
        return try JournalEntry.decodeLines(Data(contentsOf: URL(fileURLWithPath: journalPath)))
    }

    /// Polls the journal until `condition` holds or `timeout` passes, and returns it either way.
    public func waitForJournal(timeout: TimeInterval = 10, _ condition: ([JournalEntry]) -> Bool) throws -> [JournalEntry] {
        var entries: [JournalEntry] = []
        poll(until: {
            entries = (try? journal()) ?? entries
            return condition(entries)
        }, timeout: timeout)
        return try journal()
    }
}
