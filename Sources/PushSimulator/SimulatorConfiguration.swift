import PushCore
import Foundation

/// Everything an ``APNsSimulator`` needs to start.
public struct SimulatorConfiguration: Sendable {
    /// The address to listen on; loopback by default so nothing outside the machine can reach it.
    public var host: String
    /// The TCP port; 0 asks the kernel for a free one (read it back from ``SimulatorEndpoint/port``).
    public var port: UInt16
    /// Where the generated CA and server certificate live between runs.
    public var stateDirectory: String
    /// A TLS identity to use instead of generating one in ``stateDirectory``.
    public var identity: ServerIdentity?
    /// Which APNs environment to imitate.
    public var environment: APNsEnvironment
    /// The provider keys whose JWTs are accepted.
    public var trustedKeys: [TrustedKey]
    /// Scripted misbehaviour: per-token outcomes, latency, errors, GOAWAY, drops.
    public var scenario: Scenario
    /// The devices the simulator knows: with a registry, a token it does not list for this
    /// environment is answered `BadDeviceToken`, and the rules of ``DeviceRegistry`` apply to the
    /// others. Nil (the default) delivers to any well-formed token.
    public var devices: DeviceRegistry?
    /// A file that receives one JSON line per request and response, when set.
    public var journalPath: String?
    /// Hears at once of the first journal entry that could not be written (a full disk), with a
    /// message for a person; ``APNsSimulator/journalProblem`` says what was lost in all.
    public var onJournalFailure: @Sendable (String) -> Void = { _ in }
    /// The wall clock used for JWT ages, 410 timestamps and journal times; injected for tests.
    public var clock: @Sendable () -> Date
    /// `SETTINGS_MAX_CONCURRENT_STREAMS` sent after the first valid provider token; before it the
    /// limit is 1, as APNs allows one stream until a token is accepted. A scenario may override it.
    public var maxConcurrentStreams: Int
    /// `SETTINGS_MAX_CONCURRENT_STREAMS` until the first valid provider token: 1, as APNs does.
    /// Streams a client opens beyond it before reading the server's SETTINGS are refused with
    /// `RST_STREAM(REFUSED_STREAM)`, so curl opens extra connections and h2load counts errors;
    /// benchmarks with such clients may raise it to the advertised limit.
    public var initialMaxConcurrentStreams: Int
    /// Turns on client-certificate mode: the handshake requests a client certificate and verifies
    /// one that is presented against this CA (a failure ends the handshake, as for an expired or
    /// foreign certificate at APNs); requests on such a connection are answered as APNs answers
    /// certificate connections, with the topics and environments the certificate carries. Connections without a
    /// certificate keep using provider tokens. Nil (the default) never asks for a certificate.
    public var clientCertificateAuthority: ClientCertificateAuthority?
    /// How many broadcast channels one app may have; creating one more is answered
    /// `CannotCreateChannelConfig`. Apple's limit, 10,000, by default; tests lower it.
    public var channelLimit: Int = 10_000
    /// Turns on FCM mode: an OAuth token endpoint at ``FCMSimulation/tokenPath`` and the FCM HTTP v1
    /// send endpoint, on the same port as APNs (the paths differ). Nil (the default) answers only APNs.
    public var fcm: FCMSimulation?
    /// How long a connection may go without traffic (no frame in, none out) before it is closed
    /// with GOAWAY `{"reason":"IdleTimeout"}`, as APNs closes quiet connections; nil never closes
    /// one. An hour by default: Apple asks providers to PING a connection idle for about that long.
    /// ``Scenario/idleTimeoutSeconds`` overrides it.
    public var idleTimeout: Duration? = .seconds(3600)
    /// How long a client may take to finish the TLS handshake before its connection is cut, so
    /// connections that never complete it cannot pile up.
    public var handshakeTimeout: Duration = .seconds(5)
    /// How long a client may take no byte of what the simulator wrote to it before its connection
    /// is cut (and journaled as a stalled reader), so a client that stops reading cannot hold its
    /// connection and the bytes queued for it until the idle timeout.
    public var writeStallTimeout: Duration = .seconds(30)
    /// How many event-loop threads serve the connections (the first also accepts them): each
    /// holds any number of connections, so a few threads serve thousands.
    public var eventLoops: Int = SimulatorConfiguration.defaultEventLoops

    /// One loop per processor, at least 4 (so up to four busy connections each have a thread, as
    /// when every connection had one) and at most 8.
    public static var defaultEventLoops: Int {
        min(max(ProcessInfo.processInfo.activeProcessorCount, 4), 8)
    }

    /// A sandbox simulator on an ephemeral loopback port with no trusted keys and no scenario.
    public init(
        stateDirectory: String,
        host: String = "127.0.0.1",
        port: UInt16 = 0,
        identity: ServerIdentity? = nil,
        environment: APNsEnvironment = .sandbox,
        trustedKeys: [TrustedKey] = [],
        scenario: Scenario = Scenario(),
        journalPath: String? = nil,
        clock: @escaping @Sendable () -> Date = { Date() },
        maxConcurrentStreams: Int = 1000,
        initialMaxConcurrentStreams: Int = 1,
        clientCertificateAuthority: ClientCertificateAuthority? = nil
    ) {
        self.stateDirectory = stateDirectory
        self.host = host
        self.port = port
        self.identity = identity
        self.environment = environment
        self.trustedKeys = trustedKeys
        self.scenario = scenario
        self.journalPath = journalPath
        self.clock = clock
        self.maxConcurrentStreams = maxConcurrentStreams
        self.initialMaxConcurrentStreams = initialMaxConcurrentStreams
        self.clientCertificateAuthority = clientCertificateAuthority
    }

    /// The idle timeout in force in milliseconds, the scenario's first; nil for none.
    var idleTimeoutMilliseconds: Int64? {
        if let seconds = scenario.idleTimeoutSeconds {
            return seconds > 0 ? Int64(seconds) * 1000 : nil
        }
        return idleTimeout.map(Self.milliseconds)
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// The stream limit actually advertised once a token is accepted.
    var advertisedMaxConcurrentStreams: Int { scenario.maxConcurrentStreams ?? maxConcurrentStreams }
}
