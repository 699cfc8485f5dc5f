import Foundation
import PushCore

/// The push history shared by the console and `pushtui send`: one JSON line per push
/// (``HistoryRecord``), device tokens shortened, no provider token.
///
/// - Every writer appends to one file, `history.jsonl`: a batch of lines goes out in a single
///   `write` on an `O_APPEND` descriptor, writers taking turns on the file lock, so lines from
///   several processes appending at once never tear or interleave. Files are 0600 in a 0700 directory.
/// - Once a batch would take the file past `rotationSize`, the writer holding its lock compacts it
///   (``HistoryCompactor``): its lines move into one archive per source (``HistorySource``),
///   `history.console.jsonl` and `history.send.jsonl`, each trimmed to its ``HistoryRetention``,
///   and the next batch starts a new file. So a batch of `pushtui send` never pushes the
///   console's records out, and the files together hold at most about `rotationSize` plus the
///   two archives' byte limits.
/// - `history.1.jsonl`, where earlier versions rotated the file to, is still read, and its lines
///   move into the archives at the first compaction.
/// - Loading reads only the tail of the file (and of the archives when it needs more lines);
///   ``search(forAnyOf:limit:where:)`` reads them all.
public struct HistoryFile: HistoryStore {
    /// The file's path.
    public let path: String
    /// The size in bytes the file may reach before it is compacted into the archives.
    public let rotationSize: Int
    /// What the archive of the console's pushes keeps.
    public let consoleRetention: HistoryRetention
    /// What the archive of `pushtui send`'s pushes keeps.
    public let sendRetention: HistoryRetention

    /// 8 MiB: about 20,000 pushes with small payloads, and loading the tail stays instant.
    public static let defaultRotationSize = 8 << 20

    /// The history at `path`, compacted at `rotationSize` bytes into archives that keep what
    /// `console` and `send` say.
    public init(path: String, rotationSize: Int = HistoryFile.defaultRotationSize,
                console: HistoryRetention = .console, send: HistoryRetention = .send) {
        self.path = path
        self.rotationSize = rotationSize
        self.consoleRetention = console
        self.sendRetention = send
    }

    /// Where earlier versions rotated the file to: `history.jsonl` -> `history.1.jsonl`; read
    /// until the first compaction moves its lines into the archives.
    public var rotatedPath: String { (path as NSString).deletingPathExtension + ".1.jsonl" }

    /// The archive of `source`'s records: `history.jsonl` -> `history.console.jsonl`, `history.send.jsonl`.
    public func archivePath(of source: HistorySource) -> String {
        (path as NSString).deletingPathExtension + ".\(source.rawValue).jsonl"
    }

    /// What the archive of `source` keeps.
    func retention(_ source: HistorySource) -> HistoryRetention {
        switch source {
        case .console: return consoleRetention
        case .send: return sendRetention
        }
    }

    /// Every file records are read from, newest first: the current file, the one an earlier
    /// version rotated to, and the archives.
    public var retainedPaths: [String] { [path, rotatedPath] + HistorySource.allCases.map(archivePath(of:)) }

    /// Appends `records` in one write, compacting the file first when they would not fit; opens
    /// and closes the file. A writer of many batches keeps it open instead: ``batchWriter(onError:)``.
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
    /// fewer, from the ends of the older files, newest by time. Lines that do not decode (a hand
    /// edit, a disk that filled up) are skipped.
    public func records(limit: Int) -> [HistoryRecord] {
        let recent = Self.tail(of: path, records: limit)
        guard recent.count < limit else { return recent }
        let wanted = limit - recent.count
        let older = retainedPaths.dropFirst().flatMap { Self.tail(of: $0, records: wanted) }
        // Archives of different sources interleave in time; sorting keeps each file's order for equal times.
        let ordered = older.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        return ordered.suffix(wanted) + recent
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

    /// Every byte of `file`, or nil when it cannot be read (there is none yet).
    static func readAll(_ file: String) -> [UInt8]? {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readAll(descriptor: descriptor)
    }

    /// Every byte of the open file `descriptor`, read from its start.
    static func readAll(descriptor: Int32) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return [] }
        // Read into uninitialised storage: zero-filling megabytes first cost as much as the rest of
        // a compaction's work on them.
        return [UInt8](unsafeUninitializedCapacity: Int(status.st_size)) { buffer, initialized in
            var total = 0
            while total < buffer.count {
                let count = pread(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total, off_t(total))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                total += count
            }
            // Shorter when the file shrank meanwhile (or could not be read to its end).
            initialized = total
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
