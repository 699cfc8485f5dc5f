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
    /// FCM error codes for particular registration tokens (FCM mode only), on top of
    /// ``FCMSimulation/tokenErrors``.
    public var fcmTokenErrors: [String: FCMErrorCode] = [:]

    /// A scenario where every valid request is delivered at once.
    public init(
        tokenOutcomes: [DeviceToken: TokenOutcome] = [:],
        latencyMilliseconds: Int = 0,
        errorRate: ErrorRate? = nil,
        goaway: GoawayRule? = nil,
        dropAfterStreams: Int? = nil,
        maxConcurrentStreams: Int? = nil
    ) {
        self.tokenOutcomes = tokenOutcomes
        self.latencyMilliseconds = latencyMilliseconds
        self.errorRate = errorRate
        self.goaway = goaway
        self.dropAfterStreams = dropAfterStreams
        self.maxConcurrentStreams = maxConcurrentStreams
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
    /// like APNs does; see
    /// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    public struct GoawayRule: Sendable, Equatable {
        /// The number of requests a connection completes before the GOAWAY.
        public var afterStreams: Int
        /// The reason in the debug data.
        public var reason: APNsReason

        /// GOAWAY after `afterStreams` requests with `reason` (Shutdown by default).
        public init(afterStreams: Int, reason: APNsReason = .shutdown) {
            self.afterStreams = afterStreams
            self.reason = reason
        }
    }
}
