import Foundation

/// A value that threads share, reached only inside ``withLock(_:)``.
///
/// pushtui's lock instead of `Synchronization.Mutex`: on Linux, Mutex hands a contended lock over
/// in the kernel (futex PI operations from the uninstrumented Synchronization library), so
/// ThreadSanitizer sees no happens-before edge and reports the next access to the guarded value as
/// a race. `NSLock` is a pthread mutex, which ThreadSanitizer intercepts, so a run under
/// `./dev sanitize thread` reports only real races, with no suppression list to keep. Uncontended,
/// both cost a few tens of nanoseconds.
///
/// A lock that guards no value (writers taking turns) is a plain `NSLock`: `Locked(())` has a
/// zero-sized value whose exclusivity checks ThreadSanitizer reported as a race on the object's
/// first word (JournalTests, `./dev sanitize thread`).
///
/// `@unchecked Sendable` because `value` is read and written only while `lock` is held.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Unchecked: the lock already makes every access exclusive, and the runtime's own check of
    /// each access cost more than the lock (a push takes eight of them).
    @exclusivity(unchecked) private var value: Value

    /// Guards `value` from now on.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock for exactly that long.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
