import Foundation

/// File-descriptor flags set with `fcntl()`, which every POSIX system has.
enum Descriptor {
    /// Non-blocking so no thread can hang in a read or write past a stop, close-on-exec so
    /// processes the host app spawns do not inherit the simulator's sockets.
    static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
}
