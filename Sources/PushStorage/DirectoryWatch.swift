import Foundation

/// What changed in some directories: a notification descriptor of the platform's where it has one
/// (``changeNotifications(of:)``), else (or when none can be made) a look once a second. The
/// history follower and the profile watcher wait on it.
final class DirectoryWatch: @unchecked Sendable {
    private var descriptor: Int32 = -1
    private let recheckMilliseconds: Int32?

    /// - Parameter recheckMilliseconds: with a notification descriptor, how long ``wait(stopFD:)``
    ///   waits at most anyway (for what it does not see: a file reached through a symlink); nil
    ///   waits for an event.
    init(directories: [String], recheckMilliseconds: Int32? = nil) {
        self.recheckMilliseconds = recheckMilliseconds
        descriptor = Self.changeNotifications(of: directories) ?? -1
    }

    /// Blocks until something in a directory changed or the wait ran out (true), or the stop pipe
    /// became readable (false).
    func wait(stopFD: Int32) -> Bool {
        var fds = [pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)]
        if descriptor >= 0 { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        let timeout: Int32 = descriptor >= 0 ? recheckMilliseconds ?? -1 : 1000
        while true {
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || fds[0].revents != 0 { return false }
            if fds.count > 1, fds[1].revents != 0 { discardEvents() }
            return true
        }
    }

    /// Reads the queued events away: which file changed does not matter, the waiter looks itself.
    private func discardEvents() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    }

    func close() {
        if descriptor >= 0 { Foundation.close(descriptor) }
        descriptor = -1
    }
}
