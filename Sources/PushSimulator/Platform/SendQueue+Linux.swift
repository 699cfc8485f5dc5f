#if os(Linux) && !PUSHTUI_POSIX
import CEventShims

/// What a connected TCP socket still holds for its peer: how the simulator tells a client that
/// stopped reading (bytes sit in the kernel's queue, unacknowledged) from one that is merely quiet.
/// Linux: `ioctl(SIOCOUTQ)` (tcp(7)). Platform unit: the POSIX side is in SendQueue+POSIX.swift.
enum SendQueue {
    /// Whether ``unacknowledgedBytes(_:)`` can answer on this platform.
    static let isObservable = true

    /// The bytes written to `descriptor` that the peer has not acknowledged yet; nil when unknown.
    static func unacknowledgedBytes(_ descriptor: Int32) -> Int? {
        let bytes = pt_socket_unacknowledged_bytes(descriptor)
        return bytes < 0 ? nil : Int(bytes)
    }
}
#endif
