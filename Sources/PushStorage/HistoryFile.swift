import Foundation
import PushCore

/// The push history shared by the console and `pushtui send`: one JSON line per push
/// (``HistoryRecord``), device tokens shortened, no provider token.
///
/// - A batch of lines goes out in a single `write` on an `O_APPEND` descriptor, writers taking
///   turns on the file lock, so lines from several processes appending at once never tear or
///   interleave. The file is 0600 in a 0700 directory.
/// - Bounded: once a batch would take the file past `rotationSize` it is renamed (atomically) to
///   `history.1.jsonl`, replacing the previous one, so the two files hold at most about twice that.
/// - Loading reads only the tail of the file (and of the rotated one when it needs more lines).
public struct HistoryFile: HistoryStore {
    /// The file's path.
    public let path: String
    /// The size in bytes the file may reach before it is rotated.
    public let rotationSize: Int

    /// 8 MiB: about 20,000 pushes with small payloads, and loading the tail stays instant.
    public static let defaultRotationSize = 8 << 20

    /// The history at `path`, rotated at `rotationSize` bytes.
    public init(path: String, rotationSize: Int = HistoryFile.defaultRotationSize) {
        self.path = path
        self.rotationSize = rotationSize
    }

    /// Where the previous file goes on rotation: `history.jsonl` -> `history.1.jsonl`.
    public var rotatedPath: String { (path as NSString).deletingPathExtension + ".1.jsonl" }

    /// Appends `records` in one write, rotating the file first when they would not fit; opens and
    /// closes the file. A writer of many batches keeps it open instead: ``batchWriter(onError:)``.
    public func append(_ records: [HistoryRecord]) throws(HistoryError) {
        let appender = HistoryAppender(file: self)
        defer { appender.close() }
        try appender.append(HistoryLines(records))
    }

    /// Appends one record.
    public func append(_ record: HistoryRecord) throws(HistoryError) {
        try append([record])
    }

    /// A writer that keeps the file open and appends records in batches (see ``HistoryBatchWriter``);
    /// `onError` hears of each batch that could not be written.
    public func batchWriter(onError: @escaping @Sendable (HistoryError) -> Void) -> HistoryBatchWriter {
        // A fresh appender, handed over whole: only the writer ever reaches it.
        HistoryBatchWriter(appender: HistoryAppender(file: self), onError: onError)
    }

    /// The last `limit` records, oldest first, taken from the end of the file and, when it holds
    /// fewer, from the end of the rotated one. Lines that do not decode (a hand edit, a disk that
    /// filled up) are skipped.
    public func records(limit: Int) -> [HistoryRecord] {
        let recent = Self.tail(of: path, records: limit)
        guard recent.count < limit else { return recent }
        return Self.tail(of: rotatedPath, records: limit - recent.count) + recent
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
    public static func lastLines(of file: String, count limit: Int) -> (lines: [Data], bytesRead: Int) {
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
}
