#if os(Linux) && !PUSHTUI_POSIX
import CEventShims
import Foundation

/// The descriptors an event loop waits on, each with its interest and a token handed back when it
/// is ready (level-triggered). Linux: an epoll set, which costs per ready descriptor, not per
/// watched one. Platform unit: the POSIX side is in ReadinessSet+POSIX.swift.
final class ReadinessSet {
    private let epoll: Int32
    private var tokens = [UInt64](repeating: 0, count: 256)
    private var events = [UInt32](repeating: 0, count: 256)

    init() throws(SimulatorError) {
        epoll = pt_epoll_create()
        guard epoll >= 0 else {
            throw .socket(operation: "create", address: "an event loop", reason: SimulatorError.systemReason())
        }
    }

    deinit { close(epoll) }

    /// Starts watching `descriptor` for `interest` (errors and hang-ups are always reported).
    /// False with errno set when it cannot be watched.
    func add(_ descriptor: Int32, interest: Readiness, token: UInt64) -> Bool {
        pt_epoll_control(epoll, Int32(PT_EPOLL_ADD), descriptor, interest.rawValue, token) == 0
    }

    /// Changes what a watched `descriptor` is waited for.
    func change(_ descriptor: Int32, interest: Readiness, token: UInt64) {
        _ = pt_epoll_control(epoll, Int32(PT_EPOLL_MODIFY), descriptor, interest.rawValue, token)
    }

    /// Stops watching a descriptor that stays open.
    func remove(_ descriptor: Int32) {
        _ = pt_epoll_control(epoll, Int32(PT_EPOLL_REMOVE), descriptor, 0, 0)
    }

    /// Forgets a watched descriptor that was closed: closing it already took it out of the epoll set.
    func forgetClosed(_ descriptor: Int32) {}

    /// Waits up to `timeoutMilliseconds` (-1: without limit) and puts what became ready into
    /// `ready` (emptied first). False when the wait failed for another reason than a signal.
    func wait(timeoutMilliseconds: Int32, into ready: inout [ReadyEvent]) -> Bool {
        ready.removeAll(keepingCapacity: true)
        let count = pt_epoll_wait(epoll, &tokens, &events, Int32(tokens.count), timeoutMilliseconds)
        guard count >= 0 else { return errno == EINTR }
        for index in 0..<Int(count) {
            ready.append(ReadyEvent(token: tokens[index], readiness: Readiness(rawValue: events[index])))
        }
        return true
    }
}
#endif
