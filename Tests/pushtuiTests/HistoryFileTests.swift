import Foundation
import PushStorage
import PushConsole
import PushCore
import PushTestSupport
import Testing
import PushDelivery

/// The history file in process: one line per answered row, 0600, compaction at a size, loading
/// from the tail only, and no torn line when many threads append long lines at once.
@Suite struct HistoryFileTests {
    /// The record of push `index` ended with `answer` (none while it is in flight).
    private func record(_ index: Int, send: Int = 1, body: String = #"{"aps":{"alert":"hi"}}"#,
                        answer: SendAnswer? = SendAnswer(outcome: .delivered, response: APNsResponse(status: 200, apnsID: "A-1"))) -> [HistoryRecord] {
        guard let answer else { return [] }
        let token = String(repeating: "ab", count: 28) + String(format: "%08x", index)
        return [HistoryRecord(time: 1_780_000_000 + Double(index), send: send, index: index, profile: "local", environment: "sandbox",
                              local: true, label: nil, token: "…" + token.suffix(8),
                              headers: PushHeaders(pushType: .alert, topic: "com.example.app"), body: body,
                              outcome: answer.outcome.rawValue, status: answer.response?.status, reason: nil,
                              apnsID: answer.response?.apnsID, uniqueID: nil, timestamp: nil, retryAfter: nil,
                              latencyMs: answer.latencyMilliseconds, error: answer.failure, via: nil)]
    }

    private func lineBytes(_ records: [HistoryRecord]) throws -> [UInt8] {
        var bytes: [UInt8] = []
        for record in records { record.appendLine(to: &bytes) }
        return bytes
    }

    private func lines(_ path: String) throws -> [Substring] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test func answeredRowsAreAppendedOnePerLineAndReadBack() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        let history = HistoryFile(path: directory.file("state/pushtui/history.jsonl"))
        try history.append(record(0))
        try history.append(record(1, answer: nil))
        try history.append(record(2, answer: SendAnswer(outcome: .unavailable, failure: "Couldn't connect to server (curl error 7)")))
        #expect(try lines(history.path).count == 2, "a row in flight is not history yet")
        let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let loaded = history.records(limit: 10).map(\.logRow)
        #expect(loaded.map(\.index) == [0, 2])
        #expect(loaded.allSatisfy { $0.sendID == SendID(-1) }, "history rows never collide with this session's sends")
        #expect(loaded[0].answer?.response?.apnsID == "A-1")
        #expect(loaded[1].answer?.outcome == .unavailable)
        #expect(loaded[1].answer?.failure == "Couldn't connect to server (curl error 7)")
        #expect(loaded[1].answer?.response == nil)
    }

    @Test func aLineCutShortByACrashDoesNotSwallowTheNextRecord() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        let history = HistoryFile(path: directory.file("history.jsonl"))
        try history.append(record(0))
        // What a writer killed half-way through its line leaves behind.
        let torn = try #require(FileHandle(forWritingAtPath: history.path))
        torn.seekToEndOfFile()
        torn.write(Data(#"{"index":1,"outcome":"deliv"#.utf8))
        try torn.close()
        try history.append(record(2))
        #expect(history.records(limit: 10).map(\.index) == [0, 2])
        #expect(try lines(history.path).count == 3, "the torn line stays on a line of its own")
    }

    @Test func theFileIsCompactedBeforeALineWouldTakeItPastTheSize() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        let history = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 4_096)
        for index in 0..<100 { try history.append(record(index)) }
        let current = try lines(history.path), archived = try lines(history.archivePath(of: .console))
        #expect(history.archivePath(of: .console) == directory.file("history.console.jsonl"))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: history.path)[.size] as? Int)
        #expect(size <= 4_096, "the file grew past its size: \(size)")
        // The archive holds every line before the current file's: together, every record without a gap.
        let indices = try (archived + current).map { try JSONDecoder().decode(HistoryRecord.self, from: Data($0.utf8)).index }
        #expect(indices == Array(0..<100), "\(indices)")
        #expect(history.records(limit: 1_000).map(\.index) == indices)
        let mode = try FileManager.default.attributesOfItem(atPath: history.archivePath(of: .console))[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func loadingReadsOnlyTheTailOfABigFile() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        let history = HistoryFile(path: directory.file("history.jsonl"))
        // About 2.5 MB of history, written in one go.
        var data = Data()
        for index in 0..<10_000 { data.append(contentsOf: try lineBytes(record(index))) }
        // A torn last line (a disk that filled up) is skipped, not fatal.
        data.append(contentsOf: Array(#"{"time":1,"send"#.utf8))
        try data.write(to: URL(fileURLWithPath: history.path))
        let tail = HistoryFile.lastLines(of: history.path, count: 200)
        #expect(tail.bytesRead <= 128 << 10, "read \(tail.bytesRead) bytes for 200 lines")
        #expect(history.records(limit: 200).map(\.index) == Array(9_800..<10_000))
        #expect(history.records(limit: 3).map(\.index) == [9_997, 9_998, 9_999])
    }

    @Test func loadingTakesTheRestFromTheRotatedFile() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        let history = HistoryFile(path: directory.file("history.jsonl"))
        let older = HistoryFile(path: history.rotatedPath)
        for index in 0..<10 { try older.append(record(index)) }
        for index in 10..<13 { try history.append(record(index)) }
        #expect(history.records(limit: 8).map(\.index) == Array(5..<13))
        #expect(history.records(limit: 2).map(\.index) == [11, 12])
    }

    @Test func threadsAppendingLongLinesAtOnceWhileCompactingNeverTearOrLoseALine() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        // The records' times are long past: only the minimum keeps them all.
        let history = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 256 << 10,
                                  console: HistoryRetention(minimumCount: 2_000, maximumCount: 2_000, maximumAge: 0, maximumBytes: 0))
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<150 {
                // 1 to 9 KB bodies: far past PIPE_BUF, where a write could interleave if lines went out in pieces.
                let body = String(repeating: Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(thread))), count: 1_000 * (1 + index % 9))
                do { try history.append(record(index, send: thread + 1, body: body)) } catch { failures.increment() }
            }
        }
        #expect(failures.value == 0)
        var seen = 0
        for path in [history.path, history.archivePath(of: .console)] {
            for line in try lines(path) {
                let record = try JSONDecoder().decode(HistoryRecord.self, from: Data(line.utf8))
                #expect(Set(record.body) == [Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(record.send - 1)))], "lines mixed")
                seen += 1
            }
        }
        #expect(seen == 8 * 150, "every record is kept, the archive's minimum being larger than what was written")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: history.path)[.size] as? Int)
        #expect(size <= 256 << 10)
    }
}
