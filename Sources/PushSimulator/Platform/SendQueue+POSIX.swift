#if !os(Linux) || PUSHTUI_POSIX
import Foundation

/// What a connected TCP socket still holds for its peer: how the simulator tells a client that
/// stopped reading (bytes sit in the kernel's queue, unacknowledged) from one that is merely quiet.
/// POSIX has no call for it: macOS answers through `SO_NWRITE`; elsewhere it is unknown, and only a
/// write that blocks shows a stalled reader. Platform unit: the Linux side is in SendQueue+Linux.swift.
enum SendQueue {
    #if os(macOS)
    /// Whether ``unacknowledgedBytes(_:)`` can answer on this platform.
    static let isObservable = true

    /// The bytes in `descriptor`'s send buffer (written, not yet acknowledged by the peer); nil when unknown.
    static func unacknowledgedBytes(_ descriptor: Int32) -> Int? {
        // getsockopt(2) on macOS: SO_NWRITE, "number of bytes currently in send socket buffer".
        var bytes: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(descriptor, SOL_SOCKET, SO_NWRITE, &bytes, &length) == 0 ? Int(bytes) : nil
    }
    #else
    /// Whether ``unacknowledgedBytes(_:)`` can answer on this platform.
    static let isObservable = false

    /// Unknown on this platform: nil.
    static func unacknowledgedBytes(_ descriptor: Int32) -> Int? { nil }
    #endif
}
#endif
