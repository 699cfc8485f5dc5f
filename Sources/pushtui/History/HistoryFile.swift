import Foundation
import PushConsole

/// The push history shared by the console and `pushtui send`: one JSON line per push
/// (``HistoryRecord``), device tokens shortened, no provider token.
///
/// - Each line goes out in a single `write` on an `O_APPEND` descriptor, so lines from several
///   processes appending at once never tear or interleave. The file is 0600 in a 0700 directory.
/// - Bounded: once a line would take the file past `rotationSize` it is renamed (atomically) to
///   `history.1.jsonl`, replacing the previous one, so the two files hold at most about twice that.
/// - Loading reads only the tail of the file (and of the rotated one when it needs more lines).
struct HistoryFile: Sendable {
    let path: String
    /// The size in bytes the file may reach before it is rotated.
    let rotationSize: Int

    /// 8 MiB: about 20,000 pushes with small payloads, and loading the tail stays instant.
    static let defaultRotationSize = 8 << 20

    init(path: String, rotationSize: Int = HistoryFile.defaultRotationSize) {
        self.path = path
        self.rotationSize = rotationSize
    }

    /// Where the previous file goes on rotation: `history.jsonl` -> `history.1.jsonl`.
    var rotatedPath: String { (path as NSString).deletingPathExtension + ".1.jsonl" }

    /// Appends the record of `row` if it is answered; rows in flight are not history yet.
    func append(_ row: LogRow, via: String? = nil) throws(HistoryError) {
        guard let record = HistoryRecord(row, via: via) else { return }
        try append(record)
    }

    /// Appends `record` as one line, rotating the file first when the line would not fit.
    func append(_ record: HistoryRecord) throws(HistoryError) {
        let line: Data
        do {
            line = try record.line()
        } catch {
            throw HistoryError(path: path, reason: "cannot encode the record: \(error)")
        }
        var descriptor = try openForAppending()
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_size > 0, Int(status.st_size) + line.count > rotationSize {
            do {
                try rotate(descriptor)
            } catch {
                close(descriptor)
                throw error
            }
            close(descriptor)
            descriptor = try openForAppending()
        }
        defer { close(descriptor) }
        // A line cut short by a crash mid-write (SIGKILL, a full disk) must not swallow this one.
        // Appenders take turns (the lock goes with the close) so none sees another's line half
        // written and mistakes it for a torn one.
        _ = flock(descriptor, LOCK_EX)
        let bytes = Self.endsMidLine(descriptor) ? Data([UInt8(ascii: "\n")]) + line : line
        var written = -1
        repeat {
            written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        } while written < 0 && errno == EINTR
        guard written == bytes.count else { throw HistoryError(path: path, reason: written < 0 ? Self.lastError : "short write") }
    }

    /// The last `limit` records as log rows, oldest first.
    func load(limit: Int) -> [LogRow] {
        records(limit: limit).map(\.logRow)
    }

    /// The last `limit` records, oldest first, taken from the end of the file and, when it holds
    /// fewer, from the end of the rotated one. Lines that do not decode (a hand edit, a disk that
    /// filled up) are skipped.
    func records(limit: Int) -> [HistoryRecord] {
        let recent = Self.tail(of: path, records: limit)
        guard recent.count < limit else { return recent }
        return Self.tail(of: rotatedPath, records: limit - recent.count) + recent
    }

    /// Whether the file's last byte is not a newline: a writer died in the middle of its line.
    private static func endsMidLine(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return false }
        var last: UInt8 = 0
        return pread(descriptor, &last, 1, status.st_size - 1) == 1 && last != UInt8(ascii: "\n")
    }

    /// Opened for reading too, so `endsMidLine` can look at the last byte.
    private func openForAppending() throws(HistoryError) -> Int32 {
        var descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        // The directory is made on first use only: a send appends thousands of lines.
        if descriptor < 0, errno == ENOENT {
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw HistoryError(path: path, reason: error.localizedDescription)
            }
            descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { throw HistoryError(path: path, reason: Self.lastError) }
        return descriptor
    }

    /// Renames the file `descriptor` is open on to the rotated name, unless another process
    /// already did: appenders that saw the same full file queue on its lock, and each later one
    /// finds the path naming a newer file.
    private func rotate(_ descriptor: Int32) throws(HistoryError) {
        guard flock(descriptor, LOCK_EX) == 0 else { throw HistoryError(path: path, reason: Self.lastError) }
        defer { flock(descriptor, LOCK_UN) }
        var open = stat(), current = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &current) == 0,
              open.st_ino == current.st_ino, open.st_dev == current.st_dev else { return }
        guard rename(path, rotatedPath) == 0 else {
            throw HistoryError(path: path, reason: "cannot rotate to \(rotatedPath): \(Self.lastError)")
        }
    }

    /// The last `limit` records that decode, reading further back for each line that does not.
    private static func tail(of file: String, records limit: Int) -> [HistoryRecord] {
        let decoder = JSONDecoder()
        var wanted = limit
        while true {
            let lines = lastLines(of: file, count: wanted).lines
            let records = lines.compactMap { try? decoder.decode(HistoryRecord.self, from: $0) }
            if records.count >= limit || lines.count < wanted { return Array(records.suffix(limit)) }
            wanted += limit - records.count
        }
    }

    /// The last `count` non-empty lines of `file`, read backwards in chunks until that many whole
    /// lines are in hand (or the file begins), and how many bytes that took.
    static func lastLines(of file: String, count limit: Int) -> (lines: [Data], bytesRead: Int) {
        guard limit > 0 else { return ([], 0) }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return ([], 0) }
        defer { close(descriptor) }
        var start = lseek(descriptor, 0, SEEK_END)
        var chunks: [Data] = []
        var newlines = 0
        var bytesRead = 0
        let chunkSize = 64 << 10
        // `limit + 1` newlines mean `limit` whole lines follow the first one.
        while start > 0, newlines <= limit {
            let count = min(chunkSize, Int(start))
            start -= off_t(count)
            var chunk = Data(count: count)
            let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, start) }
            guard read == count else { break }
            bytesRead += count
            newlines += chunk.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            chunks.append(chunk)
        }
        var lines = Data(chunks.reversed().joined()).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The first piece may be the end of a line that began before the bytes read.
        if start > 0, !lines.isEmpty { lines.removeFirst() }
        return (lines.filter { !$0.isEmpty }.suffix(limit).map { Data($0) }, bytesRead)
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// The history file could not be written.
struct HistoryError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot append to \(path): \(reason)" }
}
