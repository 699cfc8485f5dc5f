import Foundation
import PushCore

/// The history file held open for appending: each call writes a batch of whole lines in one
/// `write()` under the file lock, compacting the file into the archives first when the batch would
/// take it past its size (``HistoryCompactor``).
/// Used from one thread at a time (``HistoryBatchWriter`` serialises it).
final class HistoryAppender {
    private let file: HistoryFile
    private var descriptor: Int32 = -1

    init(file: HistoryFile) {
        self.file = file
    }

    deinit { close() }

    /// Appends `lines` in one write.
    func append(_ lines: HistoryLines) throws(HistoryError) {
        guard lines.count > 0 else { return }
        let bytes = lines.bytes
        // Without the leading newline that ``HistoryLines`` keeps for a line a crashed writer left open.
        let length = bytes.count - 1
        while true {
            try openCurrent()
            // Appenders take turns, so none sees another's batch half written and takes it for a torn line.
            _ = flock(descriptor, LOCK_EX)
            defer { _ = flock(descriptor, LOCK_UN) }
            // Another writer compacted the file while this one waited for the lock: its lines are in
            // the archives now, and this batch goes to the new file.
            guard isCurrent() else {
                close()
                continue
            }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_size > 0, Int(status.st_size) + length > file.rotationSize {
                try HistoryCompactor(file: file, now: Date()).compact(live: HistoryFile.readAll(descriptor: descriptor))
                close()
                continue
            }
            try write(bytes)
            return
        }
    }

    /// Writes `bytes` (the batch) at the end of the file, under its lock.
    private func write(_ bytes: [UInt8]) throws(HistoryError) {
        // A line cut short by a crash mid-write (SIGKILL, a full disk) must not swallow this batch.
        let skip = endsMidLine() ? 0 : 1
        var written = -1
        repeat {
            written = bytes.withUnsafeBytes { all in
                let lines = UnsafeRawBufferPointer(rebasing: all[skip...])
                return Foundation.write(descriptor, lines.baseAddress, lines.count)
            }
        } while written < 0 && errno == EINTR
        guard written == bytes.count - skip else {
            throw HistoryError(path: file.path, reason: written < 0 ? Self.lastError : "short write")
        }
    }

    /// Closes the file; the next write opens it again.
    func close() {
        guard descriptor >= 0 else { return }
        Foundation.close(descriptor)
        descriptor = -1
    }

    /// Opens the file unless one is held open; whether the one held is still at the path is
    /// checked once its lock is taken (``append(_:)``), where it counts.
    private func openCurrent() throws(HistoryError) {
        guard descriptor < 0 else { return }
        // Opened for reading too, so `endsMidLine` can look at the last byte.
        descriptor = open(file.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        // The directory is made on first use only.
        if descriptor < 0, errno == ENOENT {
            do {
                try FileManager.default.createDirectory(atPath: (file.path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw HistoryError(path: file.path, reason: error.localizedDescription)
            }
            descriptor = open(file.path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw HistoryError(path: file.path, reason: Self.lastError) }
    }

    /// Whether the file's last byte is not a newline: a writer died in the middle of its line.
    private func endsMidLine() -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return false }
        var last: UInt8 = 0
        return pread(descriptor, &last, 1, status.st_size - 1) == 1 && last != UInt8(ascii: "\n")
    }

    /// Whether the file held open is still the one at the path (no other writer compacted it away).
    private func isCurrent() -> Bool {
        var held = stat(), current = stat()
        return fstat(descriptor, &held) == 0 && stat(file.path, &current) == 0
            && held.st_ino == current.st_ino && held.st_dev == current.st_dev
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
