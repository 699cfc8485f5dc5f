import Foundation
import PushCore
#if canImport(Glibc)
import Glibc
#endif

/// Tells when the `*.json` files of some directories change — written, added, removed, renamed
/// over — by this process or any other: the console's profiles, edited by another console, a
/// `pushtui send` marking a dead token, or a hand edit.
///
/// - On its own thread, blocked on an inotify watch of the directories (Linux) and looking again
///   every two seconds anyway, so a file reached through a symlink into another directory, whose
///   change the watch cannot see, is still noticed; elsewhere it looks once a second.
/// - It compares the files' stat (inode, size, modification time) with what it saw last and calls
///   `onChange` only when they differ: a burst of events is one call, and a temporary file an
///   atomic write leaves for an instant is none.
public final class DirectoryWatcher: Sendable {
    private let directories: [String]
    private let onChange: @Sendable () -> Void
    /// The stop pipe while the thread runs.
    private let running = Locked<(read: Int32, write: Int32)?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// - Parameters:
    ///   - directories: the directories whose `*.json` files to watch (missing ones are looked at
    ///     again each time, but not watched).
    ///   - onChange: called on the watcher's thread after the files changed.
    public init(directories: [String], onChange: @escaping @Sendable () -> Void) {
        self.directories = directories
        self.onChange = onChange
    }

    deinit { stop() }

    /// Starts watching; what the files are now is the baseline, so only later changes are told.
    public func start() {
        running.withLock { running in
            guard running == nil else { return }
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return }
            // Not handed to `$EDITOR` or any other child.
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            running = (fds[0], fds[1])
            let stopFD = fds[0]
            let directories = self.directories
            // Watch first, then the baseline: a change in between is seen as a change.
            let watch = InotifyWatch(directories: directories)
            let baseline = Self.signature(of: directories)
            let (onChange, finished) = (self.onChange, self.finished)
            let thread = Thread {
                defer { finished.signal() }
                defer { watch.close() }
                var seen = baseline
                while watch.wait(stopFD: stopFD) {
                    let now = Self.signature(of: directories)
                    if now != seen {
                        seen = now
                        onChange()
                    }
                }
            }
            thread.name = "directory-watch"
            thread.start()
        }
    }

    /// Stops watching and waits for the thread to end.
    public func stop() {
        running.withLock { running in
            guard let pipe = running else { return }
            var byte: UInt8 = 0
            _ = write(pipe.write, &byte, 1)
            finished.wait()
            close(pipe.read)
            close(pipe.write)
            running = nil
        }
    }

    /// One file as seen: which file it is, how long, when last changed.
    private struct FileStamp: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let seconds: Int
        let nanoseconds: Int
    }

    /// The stat of every visible `*.json` file in `directories` (through symlinks), by path.
    private static func signature(of directories: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
                let path = directory + "/" + name
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                stamps[path] = FileStamp(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                                         seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
            }
        }
        return stamps
    }
}

/// An inotify watch of some directories (Linux), or nothing: ``wait(stopFD:)`` then returns on a
/// timer alone.
private final class InotifyWatch: @unchecked Sendable {
    private var descriptor: Int32 = -1

    init(directories: [String]) {
        #if os(Linux)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
            | UInt32(IN_CLOSE_WRITE) | UInt32(IN_ATTRIB)
        var watched = 0
        for directory in directories where inotify_add_watch(descriptor, directory, mask) >= 0 { watched += 1 }
        if watched == 0 {
            Foundation.close(descriptor)
            return
        }
        self.descriptor = descriptor
        #endif
    }

    /// Blocks until something in a directory changed or the timer ran out (true), or the stop pipe
    /// became readable (false).
    func wait(stopFD: Int32) -> Bool {
        var fds = [pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)]
        if descriptor >= 0 { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        let timeout: Int32 = descriptor >= 0 ? 2000 : 1000
        while true {
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || fds[0].revents != 0 { return false }
            if fds.count > 1, fds[1].revents != 0 { discardEvents() }
            return true
        }
    }

    /// Reads the queued events away: which file changed does not matter, the signature tells.
    private func discardEvents() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    }

    func close() {
        if descriptor >= 0 { Foundation.close(descriptor) }
        descriptor = -1
    }
}
