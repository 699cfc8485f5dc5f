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
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw HistoryError(path: path, reason: error.localizedDescription)
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
        var written = -1
        repeat {
            written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        } while written < 0 && errno == EINTR
        guard written == line.count else { throw HistoryError(path: path, reason: written < 0 ? Self.lastError : "short write") }
    }

    /// The last `limit` records as log rows, oldest first.
    func load(limit: Int) -> [LogRow] {
        records(limit: limit).map(\.logRow)
    }

    /// The last `limit` records, oldest first, taken from the end of the file and, when it holds
    /// fewer, from the end of the rotated one. Lines that do not decode (a hand edit, a disk that
    /// filled up) are skipped.
    func records(limit: Int) -> [HistoryRecord] {
        let recent = Self.tail(of: path, lines: limit)
        guard recent.count < limit else { return recent }
        return Self.tail(of: rotatedPath, lines: limit - recent.count) + recent
    }

    private func openForAppending() throws(HistoryError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
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

    /// Reads `file` backwards in chunks until it holds `lines` whole lines (or the file begins).
    private static func tail(of file: String, lines limit: Int) -> [HistoryRecord] {
        guard limit > 0 else { return [] }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var start = lseek(descriptor, 0, SEEK_END)
        var chunks: [Data] = []
        var newlines = 0
        let chunkSize = 64 << 10
        // `limit + 1` newlines mean `limit` whole lines follow the first one.
        while start > 0, newlines <= limit {
            let count = min(chunkSize, Int(start))
            start -= off_t(count)
            var chunk = Data(count: count)
            let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, start) }
            guard read == count else { break }
            newlines += chunk.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            chunks.append(chunk)
        }
        var lines = Data(chunks.reversed().joined()).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The first piece may be the end of a line that began before the bytes read.
        if start > 0, !lines.isEmpty { lines.removeFirst() }
        let decoder = JSONDecoder()
        return lines.filter { !$0.isEmpty }.suffix(limit).compactMap { try? decoder.decode(HistoryRecord.self, from: Data($0)) }
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// The history file could not be written.
struct HistoryError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot append to \(path): \(reason)" }
}
