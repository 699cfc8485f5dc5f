import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Synchronization
import Testing

/// The batched history writer: one open file, whole lines in batches, each record's own time, the
/// last records written within the delay even without `finish()`, and no torn or mixed line when
/// writers in several threads (standing in for processes) append at once.
@Suite struct HistoryBatchWriterTests {
    private func record(_ index: Int, send: Int = 1, time: Double? = nil, body: String = #"{"aps":{"alert":"hi"}}"#) -> HistoryRecord {
        HistoryRecord(time: time ?? 1_780_000_000 + Double(index) / 1000, send: send, index: index, profile: "local",
                      environment: "sandbox", local: true, label: index % 2 == 0 ? nil : "phone \(index)",
                      token: "…0000\(index % 10_000)", headers: PushHeaders(pushType: PushType(rawValue: "alert"), topic: "com.example.app"), body: body,
                      outcome: "delivered", status: 200, reason: nil, apnsID: "A-\(index)", uniqueID: nil, timestamp: nil,
                      retryAfter: nil, latencyMs: index % 50, error: index % 7 == 0 ? "a \"quoted\" error\nline" : nil, via: "send")
    }

    private func decodedLines(_ path: String) throws -> [HistoryRecord] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { try JSONDecoder().decode(HistoryRecord.self, from: Data($0.utf8)) }
    }

    @Test func everyRecordComesBackWholeInOrderWithItsOwnTime() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("state/history.jsonl"))
        let writer = file.batchWriter { Issue.record("\($0)") }
        let written = (0..<1_000).map { record($0) }
        written.forEach(writer.record)
        writer.finish()
        #expect(try decodedLines(file.path) == written)
        #expect(file.records(limit: 3) == Array(written.suffix(3)))
    }

    /// A batch escapes a body once for the records that share it: records whose bodies change,
    /// come back and repeat each keep their own.
    @Test func eachRecordKeepsItsOwnBodyWhenBodiesChange() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"))
        let writer = file.batchWriter { Issue.record("\($0)") }
        let bodies = [#"{"aps":{"alert":"one"}}"#, #"{"aps":{"alert":"two \"quoted\"\n"}}"#, ""]
        let written = (0..<600).map { record($0, body: bodies[($0 / 3) % bodies.count]) }
        written.forEach(writer.record)
        writer.finish()
        #expect(try decodedLines(file.path) == written)
    }

    @Test func aFewRecordsAreWrittenWithinTheDelayWithoutFinish() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"))
        let writer = file.batchWriter { Issue.record("\($0)") }
        writer.record(record(1))
        writer.record(record(2))
        #expect(poll(until: { file.records(limit: 10).count == 2 }, timeout: 5), "still in memory after the delay")
        writer.finish()
        #expect(try decodedLines(file.path).map(\.index) == [1, 2])
    }

    /// The thread handing records over is a connection's worker: another process holding the
    /// file's lock (appending, or compacting a full file into an archive of up to 64 MiB) holds up
    /// the writes, never it.
    @Test func handingOverRecordsNeverWaitsForTheFile() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"))
        try file.append(record(0))
        let holder = open(file.path, O_RDONLY | O_CLOEXEC)
        try #require(holder >= 0 && flock(holder, LOCK_EX) == 0, "cannot hold the history file's lock")
        let writer = file.batchWriter { Issue.record("\($0)") }
        let handedOver = Locked(0)
        let count = HistoryBatchWriter.batchSize * 4
        Thread {
            for index in 1...count {
                writer.record(record(index))
                handedOver.withLock { $0 += 1 }
            }
        }.start()
        let waited = !poll(until: { handedOver.withLock { $0 } == count }, timeout: 10)
        flock(holder, LOCK_UN)
        close(holder)
        #expect(!waited, "record() waited for the file: \(handedOver.withLock { $0 }) of \(count) records handed over while another process held it")
        #expect(poll(until: { handedOver.withLock { $0 } == count }, timeout: 10))
        writer.finish()
        #expect(try decodedLines(file.path).map(\.index) == Array(0...count))
    }

    @Test func writersInManyThreadsNeverTearOrMixALine() throws {
        let directory = try TemporaryDirectory(prefix: "history")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 1 << 30)
        // Long lines, so a batch is far bigger than a pipe's atomic write.
        let body = String(repeating: "x", count: 3_000)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let writer = file.batchWriter { Issue.record("\($0)") }
            for index in 0..<600 { writer.record(record(index, send: thread + 1, body: body)) }
            writer.finish()
            // The one-shot append takes its turn on the same lock.
            try? file.append(record(10_000 + thread, send: 9, body: body))
        }
        let records = try decodedLines(file.path)
        #expect(records.count == 4 * 600 + 4)
        for send in 1...4 {
            #expect(records.filter { $0.send == send }.map(\.index) == Array(0..<600), "send \(send) out of order or incomplete")
        }
    }
}
