import Foundation
import PushCore
#if canImport(Glibc)
import Glibc
#endif

/// Follows the history file as other processes append to it (`tail -F`): each batch of new,
/// whole lines is decoded and handed to `onRecords` on the follower's own thread.
///
/// - On Linux the thread blocks on an inotify watch of the file's directory (and a stop pipe), so
///   an idle follower costs no CPU; elsewhere it looks once a second.
/// - Across compaction: when the path names a new file, the rest of the old one (still open) is read
///   first, then the new one from its start.
/// - A line still being written (no newline yet) waits for its end; a line that does not decode is
///   skipped.
public final class HistoryFollower: Sendable {
    private let file: HistoryFile
    private let startOffset: Int
    private let onRecords: @Sendable ([HistoryRecord]) -> Void
    /// The stop pipe while the thread runs.
    private let running = Locked<(read: Int32, write: Int32)?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// - Parameters:
    ///   - offset: where to begin in the current file: its size when its tail was read (see
    ///     ``HistoryFile/size``), so nothing is read twice; 0 reads it all.
    ///   - onRecords: called on the follower's thread with the records appended since.
    public init(file: HistoryFile, from offset: Int, onRecords: @escaping @Sendable ([HistoryRecord]) -> Void) {
        self.file = file
        self.startOffset = offset
        self.onRecords = onRecords
    }

    deinit { stop() }

    /// Starts following; the directory is made (0700, like the history's) when it is missing, so it
    /// can be watched before the first push.
    public func start() {
        running.withLock { running in
            guard running == nil else { return }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return }
            // Not handed to `$EDITOR` or any other child.
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            running = (fds[0], fds[1])
            let stopFD = fds[0]
            // The watch and the file are opened before `start` returns, so nothing appended from then
            // on is missed however late the thread runs; the thread alone uses them afterwards.
            let watchFD = Watch.open(directory: directory)
            let fileFD = Foundation.open(file.path, O_RDONLY | O_CLOEXEC)
            let (file, offset) = (self.file, startOffset)
            let onRecords = self.onRecords
            let finished = self.finished
            let thread = Thread {
                defer { finished.signal() }
                let reader = Reader(file: file, descriptor: fileFD, offset: offset)
                let watch = Watch(descriptor: watchFD)
                let first = reader.drain()
                if !first.isEmpty { onRecords(first) }
                while watch.wait(stopFD: stopFD) {
                    let records = reader.drain()
                    if !records.isEmpty { onRecords(records) }
                }
                watch.close()
                reader.close()
            }
            thread.name = "history-follow"
            thread.start()
        }
    }

    /// Stops following and waits for the thread to end.
    public func stop() {
        running.withLock { running in
            guard let pipe = running else { return }
            var byte: UInt8 = 0
            _ = write(pipe.write, &byte, 1)
            finished.wait()
            Foundation.close(pipe.read)
            Foundation.close(pipe.write)
            running = nil
        }
    }

    private var directory: String { (file.path as NSString).deletingLastPathComponent }
}

extension HistoryFile {
    /// The current file's size in bytes (0 when there is none yet): where a follower starts after
    /// the tail was read.
    public var size: Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}

/// What changed in the history's directory: on Linux an inotify watch, elsewhere a one-second wait.
private final class Watch {
    private var descriptor: Int32

    /// - Parameter descriptor: from ``open(directory:)``.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// An inotify descriptor watching `directory`, or -1 where there is none (not Linux, no watch).
    static func open(directory: String) -> Int32 {
        #if os(Linux)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return -1 }
        let mask = UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CLOSE_WRITE)
        guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
            Foundation.close(descriptor)
            return -1
        }
        return descriptor
        #else
        return -1
        #endif
    }

    /// Blocks until something in the directory changed (true) or the stop pipe became readable (false).
    func wait(stopFD: Int32) -> Bool {
        var fds = [pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)]
        if descriptor >= 0 { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        // Without a watch, a look once a second.
        let timeout: Int32 = descriptor >= 0 ? -1 : 1000
        while true {
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || fds[0].revents != 0 { return false }
            if fds.count > 1, fds[1].revents != 0 { discardEvents() }
            return true
        }
    }

    /// Reads the queued events away: which file changed does not matter, the reader looks at both.
    private func discardEvents() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    }

    func close() {
        if descriptor >= 0 { Foundation.close(descriptor) }
        descriptor = -1
    }
}

/// The follower's reading position: the file held open, how far it was read, and a line not yet
/// finished.
private final class Reader {
    private let file: HistoryFile
    private var descriptor: Int32
    private var offset: Int
    private var partial: [UInt8] = []
    private let decoder = JSONDecoder()

    /// - Parameter descriptor: the file opened for reading, or -1 when there was none yet.
    init(file: HistoryFile, descriptor: Int32, offset: Int) {
        self.file = file
        self.descriptor = descriptor
        self.offset = offset
        // A file smaller than the start was compacted meanwhile: the new one is read from its start.
        if descriptor >= 0, sizeHeld() < offset { self.offset = 0 }
    }

    /// Every whole record appended since the last call, the end of a compacted file first.
    func drain() -> [HistoryRecord] {
        var records: [HistoryRecord] = []
        if descriptor < 0 {
            // The first file appeared.
            descriptor = Foundation.open(file.path, O_RDONLY | O_CLOEXEC)
            offset = 0
            partial = []
        }
        guard descriptor >= 0 else { return [] }
        records += readToEnd()
        if isReplaced() {
            // The old file is complete: what it still held was read above.
            Foundation.close(descriptor)
            descriptor = Foundation.open(file.path, O_RDONLY | O_CLOEXEC)
            offset = 0
            partial = []
            if descriptor >= 0 { records += readToEnd() }
        }
        return records
    }

    func close() {
        if descriptor >= 0 { Foundation.close(descriptor) }
        descriptor = -1
    }

    private func readToEnd() -> [HistoryRecord] {
        var records: [HistoryRecord] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            guard count > 0 else { break }
            offset += count
            partial += chunk[0..<count]
            guard let lastNewline = partial.lastIndex(of: UInt8(ascii: "\n")) else { continue }
            for line in partial[...lastNewline].split(separator: UInt8(ascii: "\n")) {
                if let record = try? decoder.decode(HistoryRecord.self, from: Data(line)) { records.append(record) }
            }
            partial.removeSubrange(...lastNewline)
        }
        return records
    }

    /// Whether the path now names another file than the one held (compacted away and made again).
    private func isReplaced() -> Bool {
        var held = stat(), current = stat()
        guard fstat(descriptor, &held) == 0 else { return true }
        guard stat(file.path, &current) == 0 else { return false }
        return held.st_ino != current.st_ino || held.st_dev != current.st_dev
    }

    private func sizeHeld() -> Int {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    }
}
