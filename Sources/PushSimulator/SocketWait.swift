import Foundation

/// Blocks until a descriptor is ready, the wake signal fires, or a timeout passes.
enum SocketWait {
    enum Result { case ready, woken, timedOut }

    /// `timeoutMilliseconds` < 0 waits without limit; `wake` < 0 ignores the wake signal.
    static func wait(for descriptor: Int32, events: Int16, wake: Int32, timeoutMilliseconds: Int32) -> Result {
        var descriptors = [
            pollfd(fd: descriptor, events: events, revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let count = poll(&descriptors, wake >= 0 ? 2 : 1, timeoutMilliseconds)
            if count < 0 && errno == EINTR { continue }
            if count == 0 { return .timedOut }
            if count < 0 { return .ready }  // let the caller's read or write report the error
            if descriptors[1].revents != 0 && wake >= 0 { return .woken }
            return .ready
        }
    }
}
