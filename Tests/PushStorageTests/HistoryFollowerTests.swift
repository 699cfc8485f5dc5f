import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// Following the history file: what other writers append arrives whole and once, from the offset
/// given, a half-written line only when it ends, and across compaction.
@Suite struct HistoryFollowerTests {
    private func record(_ index: Int) -> HistoryRecord {
        HistoryRecord(time: 1_780_000_000 + Double(index), send: 4242, index: index, profile: "local", environment: "sandbox",
                      local: true, label: nil, token: "…0000\(index)", headers: PushHeaders(pushType: PushType(rawValue: "alert"), topic: "com.example.app"),
                      body: #"{"aps":{"alert":"\#(String(repeating: "x", count: 200))"}}"#, outcome: "delivered", status: 200,
                      reason: nil, apnsID: "A-\(index)", uniqueID: nil, timestamp: nil, retryAfter: nil, latencyMs: 3, error: nil,
                      via: "send")
    }

    typealias Heard = Locked<[HistoryRecord]>

    /// A follower of `file` from `offset` and what it heard so far.
    private func following(_ file: HistoryFile, from offset: Int) -> (HistoryFollower, Heard) {
        let heard = Heard([])
        let follower = HistoryFollower(file: file, from: offset) { records in heard.withLock { $0 += records } }
        return (follower, heard)
    }

    @Test func appendsAfterTheOffsetArriveOnceInOrder() throws {
        let directory = try TemporaryDirectory(prefix: "follow")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("state/pushtui/history.jsonl"))
        try file.append([record(0), record(1)])
        let (follower, heard) = following(file, from: file.size)
        follower.start()
        defer { follower.stop() }
        try file.append(record(2))
        try file.append([record(3), record(4)])
        #expect(poll(until: { heard.withLock { $0.count } >= 3 }, timeout: 5))
        #expect(heard.withLock { $0 } == [record(2), record(3), record(4)], "the records before the offset are not news")
    }

    @Test func aMissingDirectoryIsWatchedFromTheStart() throws {
        let directory = try TemporaryDirectory(prefix: "follow")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("state/pushtui/history.jsonl"))
        let (follower, heard) = following(file, from: file.size)
        follower.start()
        defer { follower.stop() }
        let mode = try FileManager.default.attributesOfItem(atPath: directory.file("state/pushtui"))[.posixPermissions] as? Int
        #expect(mode == 0o700)
        try file.append(record(0))
        #expect(poll(until: { heard.withLock { $0 } == [record(0)] }, timeout: 5))
    }

    @Test func aLineArrivesOnlyWhenItsEndIsWritten() throws {
        let directory = try TemporaryDirectory(prefix: "follow")
        defer { directory.remove() }
        let file = HistoryFile(path: directory.file("history.jsonl"))
        try file.append(record(0))
        let (follower, heard) = following(file, from: file.size)
        follower.start()
        defer { follower.stop() }
        var line: [UInt8] = []
        record(1).appendLine(to: &line)
        let handle = try #require(FileHandle(forWritingAtPath: file.path))
        handle.seekToEndOfFile()
        handle.write(Data(line.prefix(40)))
        // A record after the half line proves the follower looked at the file since.
        try handle.close()
        let marker = directory.file("marker")
        #expect(FileManager.default.createFile(atPath: marker, contents: Data()))
        #expect(!poll(until: { !heard.withLock { $0 }.isEmpty }, timeout: 0.3), "half a line was taken for a record")
        let rest = try #require(FileHandle(forWritingAtPath: file.path))
        rest.seekToEndOfFile()
        rest.write(Data(line.dropFirst(40)))
        try rest.close()
        #expect(poll(until: { heard.withLock { $0 } == [record(1)] }, timeout: 5))
    }

    @Test func everyRecordArrivesOnceAcrossRotations() throws {
        let directory = try TemporaryDirectory(prefix: "follow")
        defer { directory.remove() }
        // Four records (about 450 bytes each) per file: forty records compact it about ten times.
        let file = HistoryFile(path: directory.file("history.jsonl"), rotationSize: 2_000)
        let (follower, heard) = following(file, from: file.size)
        follower.start()
        defer { follower.stop() }
        let written = (0..<40).map(record)
        // Three at a time, without waiting in between: a compaction often falls between two records
        // the follower has not read yet. (Two compactions before it looks again would lose the
        // file in between, as with `tail -F`; at 8 MiB a file that cannot happen.)
        for start in stride(from: 0, to: written.count, by: 3) {
            for record in written[start..<min(start + 3, written.count)] { try file.append(record) }
            let count = min(start + 3, written.count)
            #expect(poll(until: { heard.withLock { $0 }.count >= count }, timeout: 5), "records up to \(count) did not arrive")
        }
        #expect(FileManager.default.fileExists(atPath: file.archivePath(of: .send)), "the file was compacted")
        let got = heard.withLock { $0 }
        #expect(Set(got.map(\.index)) == Set(written.map(\.index)), "lost: \(Set(written.map(\.index)).subtracting(got.map(\.index)).sorted())")
        #expect(got.count == written.count, "a record came twice: \(got.map(\.index))")
    }

    @Test func stopEndsTheThreadPromptly() throws {
        let directory = try TemporaryDirectory(prefix: "follow")
        defer { directory.remove() }
        let (follower, _) = following(HistoryFile(path: directory.file("history.jsonl")), from: 0)
        follower.start()
        let clock = ContinuousClock()
        let took = clock.measure { follower.stop() }
        #expect(took < .seconds(1))
    }
}
