import Foundation
import PushCrypto
import PushCore

/// A local server an APNs client cannot tell from the sandbox: HTTP/2 over TLS (ALPN `h2`), the
/// `POST /3/device/<token>` API with Apple's statuses and reasons, provider-token rules, and
/// scripted failures. It runs in process on a few background threads (``SimulatorConfiguration/eventLoops``),
/// each an event loop holding any number of connections.
///
/// ```swift
/// let simulator = APNsSimulator(configuration: configuration)
/// let endpoint = try simulator.start()   // https://127.0.0.1:PORT, trust endpoint.caFile
/// defer { simulator.stop() }
/// ```
/// See [Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public final class APNsSimulator: Sendable {
    /// What the simulator was created with.
    public let configuration: SimulatorConfiguration
    private let deliveries = DeliveryLog()
    private let running = Locked<Running?>(nil)
    /// What the journal of the latest run lost, kept after ``stop()`` closed it.
    private let stoppedJournalProblem = Locked<String?>(nil)
    /// The name every thread of this simulator carries (`pushsim#<n>`, unique in the process), as
    /// `top -H` and /proc/self/task/*/comm show it.
    let threadName: String
    private static let instances = Locked(0)

    private struct Running {
        let core: SimulatorCore
        let threads: DispatchGroup
        let endpoint: SimulatorEndpoint
        let journal: Journal?
    }

    /// Prepares a simulator; nothing listens until ``start()``.
    public init(configuration: SimulatorConfiguration) {
        self.configuration = configuration
        threadName = "pushsim#\(Self.instances.withLock { count in count += 1; return count })"
    }

    deinit { stop() }

    /// Loads or generates the TLS identity, opens the journal, binds the port and starts serving.
    public func start() throws(SimulatorError) -> SimulatorEndpoint {
        try running.withLock { (running: inout Running?) throws(SimulatorError) -> SimulatorEndpoint in
            guard running == nil else { throw .alreadyRunning }
            _ = ignoreBrokenPipes
            let identity: ServerIdentity
            if let given = configuration.identity {
                identity = given
            } else {
                identity = try ServerIdentityStore.prepare(in: configuration.stateDirectory)
            }
            let tls = try TLSServerContext(certificateFile: identity.certificateFile, privateKeyFile: identity.privateKeyFile,
                                           clientCertificateAuthority: configuration.clientCertificateAuthority,
                                           failHandshakes: configuration.scenario.failHandshakes)
            var journal: Journal?
            if let path = configuration.journalPath {
                journal = try Journal(path: path, onFailure: configuration.onJournalFailure)
            }
            stoppedJournalProblem.withLock { $0 = nil }
            let listener = try ListeningSocket(host: configuration.host, port: configuration.port)
            let core = SimulatorCore(configuration: configuration, tls: tls, wake: try WakeSignal(), journal: journal, deliveries: deliveries)
            let endpoint = SimulatorEndpoint(
                url: "https://\(configuration.host):\(listener.port)",
                caFile: identity.certificateAuthorityFile,
                port: listener.port)
            // Every loop is made here, so a failure to create one is an error of start().
            let inboxes = try (0..<max(1, configuration.eventLoops)).map { _ throws(SimulatorError) in try LoopInbox() }
            let loops = try inboxes.enumerated().map { (index, inbox) throws(SimulatorError) in
                try EventLoop(core: core, inbox: inbox, listener: index == 0 ? listener : nil, inboxes: inboxes)
            }
            let threads = DispatchGroup()
            for loop in loops {
                Self.spawn(in: threads, name: threadName, loop: loop)
            }
            running = Running(core: core, threads: threads, endpoint: endpoint, journal: journal)
            return endpoint
        }
    }

    /// Stops accepting, ends every connection (GOAWAY `Shutdown` where possible) and returns
    /// once all of the simulator's threads have finished. Safe to call when not running.
    public func stop() {
        guard let stopped = running.withLock({ running in
            defer { running = nil }
            return running
        }) else { return }
        stopped.core.wake.fire()
        stopped.threads.wait()
        stoppedJournalProblem.withLock { $0 = stopped.journal?.problem }
    }

    /// What the journal lost since the latest start (a full disk), e.g. `the journal FILE lost
    /// 1,888 entries: No space left on device`; nil when every exchange was recorded or there is no journal.
    public var journalProblem: String? {
        running.withLock { $0?.journal?.problem } ?? stoppedJournalProblem.withLock { $0 }
    }

    /// Where the running simulator listens, or nil when stopped.
    public var endpoint: SimulatorEndpoint? {
        running.withLock { $0?.endpoint }
    }

    /// The notifications answered with 200 (the most recent 10,000), oldest first; kept after
    /// ``stop()`` and across restarts.
    public var deliveredNotifications: [DeliveredNotification] { deliveries.all }

    /// Forgets the delivered notifications.
    public func clearDeliveredNotifications() { deliveries.removeAll() }

    /// Runs `loop` on a thread of its own. The loop is handed over, never shared: only that
    /// thread touches it from here on.
    private static func spawn(in group: DispatchGroup, name: String, loop: EventLoop) {
        group.enter()
        let handOver = LoopHandOver(loop: loop)
        // Foundation on Linux applies a name only when the thread itself sets it, and only once
        // `start()` has stored the thread's handle, which can be after the thread began running.
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            started.wait()
            Thread.current.name = name
            handOver.loop?.run()
            // Its listener, readiness set and inbox close before stop() returns.
            handOver.loop = nil
            // The handshakes left this thread's OpenSSL random generators behind. stop() returns
            // once the thread leaves the group, and a process exiting then may not wait for the
            // thread-exit destructor that would free them.
            OpenSSLThreadState.release()
            group.leave()
        }
        thread.start()
        started.signal()
    }
}

/// Carries an ``EventLoop`` to the thread that runs it.
///
/// `@unchecked Sendable`: `start()` makes the loop and gives it up; afterwards only the loop's own
/// thread uses the box and the loop.
private final class LoopHandOver: @unchecked Sendable {
    var loop: EventLoop?

    init(loop: EventLoop) {
        self.loop = loop
    }
}

/// A peer that vanishes mid-write must cost an error return, never the host process.
private let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
}()
