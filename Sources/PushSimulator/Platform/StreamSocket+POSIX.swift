#if !os(Linux) || PUSHTUI_POSIX
import Foundation

/// The simulator's TCP sockets as it needs them: non-blocking, close-on-exec, and a peer that went
/// away costs EPIPE, never SIGPIPE. POSIX: the flags are set with `fcntl()` after `socket()` and
/// `accept()`; a send takes no flag, as SIGPIPE is ignored by the simulator (and on macOS each
/// socket carries SO_NOSIGPIPE too). Platform unit: the Linux side is in StreamSocket+Linux.swift.
enum StreamSocket {
    /// A new IPv4 TCP socket, or -1 with errno set.
    static func open() -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        if descriptor >= 0 { Descriptor.makeNonBlocking(descriptor) }
        return descriptor
    }

    /// Makes an accepted socket non-blocking and close-on-exec, and on macOS free of SIGPIPE.
    static func prepareAccepted(_ descriptor: Int32) {
        Descriptor.makeNonBlocking(descriptor)
        #if os(macOS)
        // setsockopt(2) on macOS: SO_NOSIGPIPE, "do not generate SIGPIPE, instead return EPIPE".
        var enable: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &enable, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The flags every `send()` on a simulator socket takes: none (see the type's note on SIGPIPE).
    static let sendFlags: Int32 = 0
}
#endif
