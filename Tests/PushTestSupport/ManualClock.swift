import Foundation
import PushCore

/// A clock in whole epoch seconds that only moves when a test moves it; it never reads the real time.
public final class ManualClock: Sendable {
    private let seconds: Locked<Int>

    /// A clock at `epochSeconds` (default: a fixed day in 2026).
    public init(_ epochSeconds: Int = 1_780_000_000) {
        seconds = Locked(epochSeconds)
    }

    /// The current time in seconds since 1970.
    public var epochSeconds: Int { seconds.withLock { $0 } }

    /// The current time as a `Date`.
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(epochSeconds)) }

    /// A closure reading ``date``, for configurations that take a clock function.
    public var dateSource: @Sendable () -> Date { { [self] in date } }

    /// Moves the clock forward (or back, for a negative `delta`).
    public func advance(by delta: Int) {
        seconds.withLock { $0 += delta }
    }
}
