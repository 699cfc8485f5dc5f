import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// Compaction into per-source archives: a batch bigger than every allowance keeps the console's
/// records, the age rule drops only beyond the minimum, writers compacting at once lose nothing,
/// and an earlier version's `history.1.jsonl` is read and then moved into the archives.
@Suite struct HistoryRetentionTests {
    static let now = Date().timeIntervalSince1970

    static func record(_ index: Int, via: String?, time: Double = now, label: String? = nil) -> HistoryRecord {
        HistoryRecord(time: time + Double(index) / 1000, send: via == nil ? 1 : 2, index: index, profile: "local",
                      environment: "sandbox", local: true, label: label, token: "…\(String(format: "%08x", index))",
                      headers: PushHeaders(pushType: .alert, topic: "com.example.app"), body: #"{"aps":{"alert":"hi"}}"#,
                      outcome: "delivered", status: 200, reason: nil, apnsID: "A-\(index)", uniqueID: nil, timestamp: nil,
                      retryAfter: nil, latencyMs: 3, error: nil, via: via)
    }

    /// Every retained record, oldest first.
    static func retained(_ file: HistoryFile) -> [HistoryRecord] {
        file.search(forAnyOf: nil, limit: .max) { _ in true }.records
    }

    private static func lineCount(_ path: String) -> Int {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test func aBatchBiggerThanEveryAllowanceKeepsTheConsolesRecords() throws {
        let directory = try TemporaryDirectory(prefix: "retention")
        defer { directory.remove() }
        // About 18 records per file; the send archive keeps 100 records.
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 8_192,
                               console: HistoryRetention(minimumCount: 50, maximumCount: 60, maximumAge: 3_600, maximumBytes: 1 << 20),
                               send: HistoryRetention(minimumCount: 20, maximumCount: 100, maximumAge: 3_600, maximumBytes: 1 << 20))
        let console = (0..<40).map { Self.record($0, via: nil) }
        try file.append(console)
        let writer = file.batchWriter { Issue.record("\($0)") }
        let batch = (1_000..<3_000).map { Self.record($0, via: "send") }
        batch.forEach(writer.record)
        writer.finish()
        let kept = Self.retained(file)
        #expect(kept.filter { $0.via == nil } == console, "the batch took console records away")
        let sent = kept.filter { $0.via != nil }
        #expect(sent.count >= 100 && sent.count <= 100 + HistoryBatchWriter.batchSize,
                "the send allowance is 100 archived plus the current file: \(sent.count)")
        #expect(sent == Array(batch.suffix(sent.count)), "the newest of the batch are kept, in order")
        #expect(Self.lineCount(file.archivePath(of: .send)) == 100)
        #expect(!FileManager.default.fileExists(atPath: file.rotatedPath))
    }

    @Test func theAgeRuleDropsOnlyBeyondTheMinimum() throws {
        let directory = try TemporaryDirectory(prefix: "retention")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 2_048,
                               console: HistoryRetention(minimumCount: 3, maximumCount: 1_000, maximumAge: 30 * 86_400, maximumBytes: 1 << 20))
        let monthsAgo = Self.now - 40 * 86_400
        // Old records only: the newest three stay, however old.
        for index in 0..<12 { try file.append(Self.record(index, via: nil, time: monthsAgo)) }
        let archived = Self.retained(file).filter { $0.time < Self.now - 86_400 }
        let current = Self.lineCount(file.path)
        #expect(archived.map(\.index) == Array((12 - current - 3)..<12), "kept \(archived.map(\.index)), \(current) in the current file")
        // New records: the old ones go at the next compaction that reaches them.
        for index in 100..<120 { try file.append(Self.record(index, via: nil)) }
        let kept = Self.retained(file)
        #expect(kept.allSatisfy { $0.time >= Self.now }, "old records kept beyond the minimum: \(kept.filter { $0.time < Self.now }.map(\.index))")
        #expect(kept.map(\.index) == Array(100..<120))
    }

    @Test func writersCompactingAtOnceKeepEveryRecordOnce() throws {
        let directory = try TemporaryDirectory(prefix: "retention")
        defer { directory.remove() }
        // A compaction every thirty-odd records, while four writers append.
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 16_384)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let writer = file.batchWriter { Issue.record("\($0)") }
            for index in 0..<1_500 { writer.record(Self.record(thread * 10_000 + index, via: thread == 0 ? nil : "send")) }
            writer.finish()
        }
        let kept = Self.retained(file)
        #expect(kept.count == 4 * 1_500, "lost or doubled: \(kept.count)")
        #expect(Set(kept.map(\.index)).count == 4 * 1_500)
        for thread in 0..<4 {
            let mine = kept.filter { $0.index / 10_000 == thread }.map(\.index)
            #expect(mine == Array((thread * 10_000)..<(thread * 10_000 + 1_500)), "writer \(thread) out of order or incomplete")
        }
    }

    @Test func anEarlierVersionsRotatedFileIsReadThenArchived() throws {
        let directory = try TemporaryDirectory(prefix: "retention")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 4_096)
        let older = (0..<5).map { Self.record($0, via: nil) } + (5..<8).map { Self.record($0, via: "send") }
        var bytes: [UInt8] = []
        older.forEach { $0.appendLine(to: &bytes) }
        try Data(bytes).write(to: URL(fileURLWithPath: file.rotatedPath))
        try file.append(Self.record(8, via: nil))
        #expect(file.records(limit: 4).map(\.index) == [5, 6, 7, 8])
        #expect(Self.retained(file).map(\.index) == Array(0...8))
        // Enough to fill the file: its first compaction takes the rotated file's lines with it.
        for index in 9..<30 { try file.append(Self.record(index, via: nil)) }
        #expect(!FileManager.default.fileExists(atPath: file.rotatedPath))
        #expect(Self.retained(file).map(\.index) == Array(0..<30))
        #expect(Self.lineCount(file.archivePath(of: .send)) == 3)
    }

    @Test func aCompactionThatDiedBeforeRemovingTheFileDoesNotArchiveItsLinesTwice() throws {
        let directory = try TemporaryDirectory(prefix: "retention")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 4_096)
        let first = (0..<6).map { Self.record($0, via: nil) }
        try file.append(first)
        // What a compaction killed after writing the archive leaves: the lines in both places.
        try FileManager.default.copyItem(atPath: file.path, toPath: file.archivePath(of: .console))
        for index in 6..<30 { try file.append(Self.record(index, via: nil)) }
        #expect(Self.retained(file).map(\.index) == Array(0..<30))
    }

    /// An archive a crash cut short in the middle of a line (a full disk): the fragment ends up on a
    /// line of its own, no record is lost or taken twice, and every other line is whole.
    @Test func anArchiveEndingInACutLineTakesTheNextLinesOnce() throws {
        let directory = try TemporaryDirectory(prefix: "retention")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 4_096)
        let archived = (0..<4).map { Self.record($0, via: nil) }
        try file.append(archived)
        try FileManager.default.moveItem(atPath: file.path, toPath: file.archivePath(of: .console))
        let cut = try #require(FileHandle(forWritingAtPath: file.archivePath(of: .console)))
        cut.seekToEndOfFile()
        cut.write(Data(#"{"time":1780000000,"index":99,"outcome":"deliv"#.utf8))
        try cut.close()
        for index in 4..<30 { try file.append(Self.record(index, via: nil)) }
        #expect(Self.retained(file).map(\.index) == Array(0..<30))
        let lines = try String(contentsOfFile: file.archivePath(of: .console), encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix(#"{"time":1780000000,"index":99"#) }.count == 1, "the cut line is not on a line of its own")
        #expect(lines.filter { !$0.hasSuffix("}") }.count == 1, "a line besides the cut one is not whole")
    }
}

