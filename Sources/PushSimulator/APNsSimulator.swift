import Foundation
import Synchronization

/// A local server an APNs client cannot tell from the sandbox: HTTP/2 over TLS (ALPN `h2`), the
/// `POST /3/device/<token>` API with Apple's statuses and reasons, provider-token rules, and
/// scripted failures. It runs in process on background threads: one accepts, one per connection.
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
    private let running = Mutex<Running?>(nil)

    private struct Running {
        let core: SimulatorCore
        let listener: ListeningSocket
        let threads: DispatchGroup
        let endpoint: SimulatorEndpoint
    }

    /// Prepares a simulator; nothing listens until ``start()``.
    public init(configuration: SimulatorConfiguration) {
        self.configuration = configuration
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
                journal = try Journal(path: path)
            }
            let listener = try ListeningSocket(host: configuration.host, port: configuration.port)
            let core = SimulatorCore(configuration: configuration, tls: tls, wake: try WakeSignal(), journal: journal, deliveries: deliveries)
            let endpoint = SimulatorEndpoint(
                url: "https://\(configuration.host):\(listener.port)",
                caFile: identity.certificateAuthorityFile,
                port: listener.port)
            let threads = DispatchGroup()
            Self.spawn(in: threads) { Self.acceptConnections(listener: listener, core: core, threads: threads) }
            running = Running(core: core, listener: listener, threads: threads, endpoint: endpoint)
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

    private static func spawn(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.start()
    }

    private static func acceptConnections(listener: ListeningSocket, core: SimulatorCore, threads: DispatchGroup) {
        while SocketWait.wait(for: listener.descriptor, events: Int16(POLLIN), wake: core.wake.readDescriptor, timeoutMilliseconds: -1) == .ready {
            while let descriptor = listener.acceptConnection() {
                let number = core.nextConnectionNumber()
                spawn(in: threads) {
                    guard let tls = TLSStream(context: core.tls, descriptor: descriptor, wake: core.wake.readDescriptor) else { return }
                    HTTP2Connection(number: number, core: core, tls: tls).run()
                }
            }
        }
    }
}

/// A peer that vanishes mid-write must cost an error return, never the host process.
private let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
}()
