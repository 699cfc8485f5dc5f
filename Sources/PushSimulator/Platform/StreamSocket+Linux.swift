#if os(Linux) && !PUSHTUI_POSIX
import Foundation

/// The simulator's TCP sockets as it needs them: non-blocking, close-on-exec, and a peer that went
/// away costs EPIPE, never SIGPIPE. Linux: the flags go into `socket()`'s type and every `send()`
/// takes MSG_NOSIGNAL. Platform unit: the POSIX side is in StreamSocket+POSIX.swift.
enum StreamSocket {
    /// A new IPv4 TCP socket, or -1 with errno set.
    static func open() -> Int32 {
        socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    }

    /// Makes an accepted socket non-blocking and close-on-exec (Swift's Glibc module leaves out
    /// `accept4`, which would take the flags at once).
    static func prepareAccepted(_ descriptor: Int32) {
        Descriptor.makeNonBlocking(descriptor)
    }

    /// The flags every `send()` on a simulator socket takes.
    static let sendFlags = Int32(MSG_NOSIGNAL)
}
#endif
