import PushCore

extension Scenario {
    /// A burst of failures: of the requests that pass every header, payload and authorization
    /// check, counted from 0 across all connections in arrival order, numbers `afterRequests`
    /// up to (not including) `afterRequests + count` are answered with `outcome`. Each storm
    /// happens once, so a push re-sent after it is answered normally.
    ///
    /// APNs sends 429 `TooManyRequests` to a provider sending too fast to one device and 500/503
    /// when it is in trouble; see
    /// [Handling notification responses from APNs](https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
    public struct Storm: Sendable, Equatable {
        /// How many requests pass before the storm begins.
        public var afterRequests: Int
        /// How many requests the storm answers.
        public var count: Int
        /// What it answers them with.
        public var outcome: Outcome

        /// A storm of `count` answers with `outcome` after `afterRequests` requests.
        public init(afterRequests: Int, count: Int, outcome: Outcome) {
            self.afterRequests = afterRequests
            self.count = count
            self.outcome = outcome
        }

        /// Whether the request with arrival number `number` (from 0) falls into the storm.
        func covers(_ number: Int) -> Bool {
            number >= afterRequests && number - afterRequests < count
        }

        /// The answers a storm can give: the retryable ones.
        public enum Outcome: Sendable, Equatable {
            /// 429 `TooManyRequests`, with a `retry-after` header (seconds) when given.
            case tooManyRequests(retryAfter: Int?)
            /// 500 `InternalServerError`.
            case internalServerError
            /// 503 `ServiceUnavailable`.
            case serviceUnavailable

            /// The same answer as a scripted token gets, so both are built in one place.
            var tokenOutcome: TokenOutcome {
                switch self {
                case let .tooManyRequests(retryAfter): .tooManyRequests(retryAfter: retryAfter)
                case .internalServerError: .internalServerError
                case .serviceUnavailable: .serviceUnavailable
                }
            }
        }
    }
}
