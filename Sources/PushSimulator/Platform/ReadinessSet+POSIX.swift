#if !os(Linux) || PUSHTUI_POSIX
import Foundation

/// The descriptors an event loop waits on, each with its interest and a token handed back when it
/// is ready (level-triggered). POSIX: one `poll()` over every watched descriptor, which costs per
/// watched descriptor (macOS; also built and tested on Linux with PUSHTUI_POSIX=1). Platform unit:
/// the Linux side is in ReadinessSet+Linux.swift.
final class ReadinessSet {
    private var watched: [pollfd] = []
    /// The token of each entry of `watched`, at the same index.
    private var tokens: [UInt64] = []
    private var indexes: [Int32: Int] = [:]

    // Never fails: the set is memory only. Throws like the Linux set's, whose epoll descriptor can run out.
    init() throws(SimulatorError) {}

    /// Starts watching `descriptor` for `interest` (errors and hang-ups are always reported).
    /// False with errno set when it cannot be watched.
    func add(_ descriptor: Int32, interest: Readiness, token: UInt64) -> Bool {
        guard indexes[descriptor] == nil else {
            errno = EEXIST
            return false
        }
        indexes[descriptor] = watched.count
        watched.append(pollfd(fd: descriptor, events: Self.events(for: interest), revents: 0))
        tokens.append(token)
        return true
    }

    /// Changes what a watched `descriptor` is waited for.
    func change(_ descriptor: Int32, interest: Readiness, token: UInt64) {
        guard let index = indexes[descriptor] else { return }
        watched[index].events = Self.events(for: interest)
        tokens[index] = token
    }

    /// Stops watching a descriptor that stays open.
    func remove(_ descriptor: Int32) {
        guard let index = indexes.removeValue(forKey: descriptor) else { return }
        let last = watched.count - 1
        if index != last {
            watched[index] = watched[last]
            tokens[index] = tokens[last]
            indexes[watched[index].fd] = index
        }
        watched.removeLast()
        tokens.removeLast()
    }

    /// Forgets a watched descriptor that was closed, before its number can come back as another socket.
    func forgetClosed(_ descriptor: Int32) {
        remove(descriptor)
    }

    /// Waits up to `timeoutMilliseconds` (-1: without limit) and puts what became ready into
    /// `ready` (emptied first). False when the wait failed for another reason than a signal.
    func wait(timeoutMilliseconds: Int32, into ready: inout [ReadyEvent]) -> Bool {
        ready.removeAll(keepingCapacity: true)
        let count = poll(&watched, nfds_t(watched.count), timeoutMilliseconds)
        guard count >= 0 else { return errno == EINTR }
        guard count > 0 else { return true }
        for index in watched.indices where watched[index].revents != 0 {
            let revents = Int32(watched[index].revents)
            var readiness: Readiness = []
            if revents & Int32(POLLIN) != 0 { readiness.insert(.readable) }
            if revents & Int32(POLLOUT) != 0 { readiness.insert(.writable) }
            if revents & Int32(POLLERR | POLLHUP | POLLNVAL) != 0 { readiness.insert(.failed) }
            ready.append(ReadyEvent(token: tokens[index], readiness: readiness))
        }
        return true
    }

    private static func events(for interest: Readiness) -> Int16 {
        var events: Int32 = 0
        if interest.contains(.readable) { events |= Int32(POLLIN) }
        if interest.contains(.writable) { events |= Int32(POLLOUT) }
        return Int16(events)
    }
}
#endif
