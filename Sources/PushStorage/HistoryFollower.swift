import Foundation
import PushCore

/// Follows the history file as other processes append to it (`tail -F`): each batch of new,
/// whole lines is decoded and handed to `onRecords` on the follower's own thread.
///
/// - Where the platform notifies changes (Linux: inotify) the thread blocks on a watch of the
///   file's directory (and a stop pipe), so an idle follower costs no CPU; elsewhere (POSIX) it
///   looks once a second.
/// - Across compaction: when the path names a new file, the rest of the old one (still open) is read
///   first, then the new one from its start.
/// - A line still being written (no newline yet) waits for its end; a line that does not decode is
///   skipped.
public final class HistoryFollower: Sendable {
    private let file: HistoryFile
    private let startOffset: Int
    private let onRecords: @Sendable ([HistoryRecord]) -> Void
    private let thread = StoppableThread(name: "history-follow")

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
        let (file, offset, onRecords, directory) = (self.file, startOffset, self.onRecords, self.directory)
        thread.start {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                     attributes: [.posixPermissions: 0o700])
            // The watch and the file are opened before `start` returns, so nothing appended from then
            // on is missed however late the thread runs; the thread alone uses them afterwards.
            let watch = DirectoryWatch(directories: [directory])
            let fileFD = Foundation.open(file.path, O_RDONLY | O_CLOEXEC)
            return { stopFD in
                let reader = Reader(file: file, descriptor: fileFD, offset: offset)
                let first = reader.drain()
                if !first.isEmpty { onRecords(first) }
                while watch.wait(stopFD: stopFD) {
                    let records = reader.drain()
                    if !records.isEmpty { onRecords(records) }
                }
                watch.close()
                reader.close()
            }
        }
    }

    /// Stops following and waits for the thread to end.
    public func stop() {
        thread.stop()
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
