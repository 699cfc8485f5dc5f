import Foundation
import PushCore

/// Scripted behaviour for an ``APNsSimulator``: how particular tokens fail, how slow and how
/// unreliable the server is, and when it ends connections. The JSON form is documented in
/// `docs/simulator.md`; load it with ``load(contentsOfFile:)``.
public struct Scenario: Sendable, Equatable {
    /// Outcomes for particular device tokens; every other token is delivered.
    public var tokenOutcomes: [DeviceToken: TokenOutcome]
    /// Delay before each response, in milliseconds; other streams are answered meanwhile.
    public var latencyMilliseconds: Int
    /// A deterministic share of otherwise successful requests that fail with a server error.
    public var errorRate: ErrorRate?
    /// Ends each connection with GOAWAY after a number of requests.
    public var goaway: GoawayRule?
    /// Closes each connection without GOAWAY once this many responses have been sent.
    public var dropAfterStreams: Int?
    /// Overrides ``SimulatorConfiguration/maxConcurrentStreams``.
    public var maxConcurrentStreams: Int?
    /// Bursts of 429 or 5xx answers at fixed positions in the simulator's arrival order, each
    /// happening once, so a client that retries after one succeeds.
    public var storms: [Storm]
    /// Seconds added to the clock for the `date` header of every response (negative: behind), to
    /// show a client whose own clock disagrees with the server's.
    public var clockOffsetSeconds: Int
    /// Accept TCP connections but fail every TLS handshake with a `handshake_failure` alert, as a
    /// server with a broken TLS setup or a middlebox would.
    public var failHandshakes: Bool
    /// FCM error codes for particular registration tokens (FCM mode only), on top of
    /// ``FCMSimulation/tokenErrors``.
    public var fcmTokenErrors: [String: FCMErrorCode] = [:]
    /// Overrides ``SimulatorConfiguration/idleTimeout``: seconds without traffic before a
    /// connection is closed with GOAWAY `IdleTimeout`; 0 turns the idle timeout off (for a
    /// scenario that holds connections open on purpose). Nil keeps the configuration's.
    public var idleTimeoutSeconds: Int?

    /// A scenario where every valid request is delivered at once.
    public init(
        tokenOutcomes: [DeviceToken: TokenOutcome] = [:],
        latencyMilliseconds: Int = 0,
        errorRate: ErrorRate? = nil,
        goaway: GoawayRule? = nil,
        dropAfterStreams: Int? = nil,
        maxConcurrentStreams: Int? = nil,
        storms: [Storm] = [],
        clockOffsetSeconds: Int = 0,
        failHandshakes: Bool = false
    ) {
        self.tokenOutcomes = tokenOutcomes
        self.latencyMilliseconds = latencyMilliseconds
        self.errorRate = errorRate
        self.goaway = goaway
        self.dropAfterStreams = dropAfterStreams
        self.maxConcurrentStreams = maxConcurrentStreams
        self.storms = storms
        self.clockOffsetSeconds = clockOffsetSeconds
        self.failHandshakes = failHandshakes
    }

    /// A seeded random failure rate: the same seed and the same request order give the same failures.
    public struct ErrorRate: Sendable, Equatable {
        /// The probability in 0...1 that a request fails.
        public var rate: Double
        /// The seed of the generator.
        public var seed: UInt64
        /// The reasons to pick from (uniformly), each answered with its documented status.
        public var reasons: [APNsReason]

        /// Fails `rate` of the requests with one of `reasons`.
        public init(rate: Double, seed: UInt64, reasons: [APNsReason] = [.internalServerError, .serviceUnavailable]) {
            self.rate = rate
            self.seed = seed
            self.reasons = reasons
        }
    }

    /// GOAWAY after a number of requests on a connection, carrying `{"reason":"…"}` as debug data
    /// like APNs does (or no debug data at all, as some clients have seen); see
    /// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    public struct GoawayRule: Sendable, Equatable {
        /// The number of requests a connection completes before the GOAWAY.
        public var afterStreams: Int
        /// The reason in the debug data; nil sends the GOAWAY without debug data.
        public var reason: APNsReason?

        /// GOAWAY after `afterStreams` requests with `reason` (Shutdown by default; nil for none).
        public init(afterStreams: Int, reason: APNsReason? = .shutdown) {
            self.afterStreams = afterStreams
            self.reason = reason
        }
    }
}
