import Foundation
import PushTestSupport
import Testing

/// Crash safety of a profile save: a real process saving two profiles over one file for ever is
/// killed with SIGKILL at seeded-random moments, many times. After every kill the file must hold
/// exactly one of the two profiles byte for byte, and the temporary files of killed writers must
/// not pile up.
@Suite struct SaveKillTests {
    /// How many writers are killed; each is a separate process.
    static let kills = 50
    /// The longest pause before the kill, in microseconds, after a random number of finished saves;
    /// a save of either profile takes a few milliseconds on a debug build, so kills land before,
    /// in and after writes and renames.
    static let longestPauseMicroseconds = 8_000

    @Test func aKilledSaveLeavesTheOldOrTheNewFileNeverAPartOne() throws {
        let directory = try TemporaryDirectory(prefix: "pushtui-save-kill")
        // About 45 KB each, so a write spans many pages and a kill can land inside it; the same size,
        // so each is on disk about half the time whatever the machine's speed (a sanitizer's
        // slowdown included) and the kills leave both.
        let first = try directory.write(Self.profile(name: "first", tokens: 300), to: "first.json")
        let second = try directory.write(Self.profile(name: "second", tokens: 301), to: "second.json")
        try FileManager.default.createDirectory(atPath: directory.file("saved"), withIntermediateDirectories: true)
        let target = directory.file("saved/profile.json")
        let loop = try BuiltExecutable.path("pushtui-profile-save-loop")

        var random = SeededFuzzer(seed: 0x5AFE_C0DE)
        var seen: Set<String> = []
        for run in 0..<Self.kills {
            let writer = try CommandLineTool.start(loop, [first, second, target])
            let started = poll(until: { writer.standardOutput.contains("ready") || !writer.isRunning }, timeout: 20)
            try #require(started && writer.isRunning, "run \(run): the save loop did not start: \(writer.standardError)")
            if run == 0 {
                // The first run must leave a file behind for "old content" to mean something.
                try #require(poll(until: { FileManager.default.fileExists(atPath: target) }, timeout: 20))
            }
            // A random number of finished saves, then a pause, pick the moment of the kill (seeded, so
            // a failure replays); the pause waits for nothing.
            let saves = random.below(4)
            try #require(poll(until: { writer.standardOutput.contains("saved \(saves)\n") || saves == 0 || !writer.isRunning }, timeout: 20))
            usleep(UInt32(random.below(Self.longestPauseMicroseconds)))
            writer.send(SIGKILL)
            let result = try writer.wait(timeout: 20)
            #expect(result.signal == SIGKILL, "run \(run): the loop ended by itself: \(result.transcript)")

            let bytes = try directory.bytes("saved/profile.json")
            let first = try directory.bytes("saved/profile.json.a")
            let second = try directory.bytes("saved/profile.json.b")
            let which = bytes == first ? "first" : bytes == second ? "second" : nil
            try #require(which != nil, "run \(run) (seed \(random.seed)): the file is neither profile, \(bytes.count) bytes")
            seen.insert(which ?? "")
            let leftovers = try Self.temporaries(in: directory.file("saved"))
            // The killed writer's own temporary file may remain until the next save; older ones may not.
            #expect(leftovers.count <= 1, "run \(run): temporary files pile up: \(leftovers)")
        }
        // Both outcomes happened, so the kills really landed at different points of the loop.
        #expect(seen == ["first", "second"], "only \(seen) survived the kills")

        // One clean save removes what the last killed writer left.
        let writer = try CommandLineTool.start(loop, [first, second, target])
        try #require(poll(until: { writer.standardOutput.contains("ready") || !writer.isRunning }, timeout: 20))
        try #require(poll(until: { (try? Self.temporaries(in: directory.file("saved")))?.count ?? 1 <= 1 }, timeout: 20))
        writer.send(SIGKILL)
        _ = try writer.wait(timeout: 20)
        #expect(try Self.temporaries(in: directory.file("saved")).count <= 1)
    }

    /// Files in `directory` other than the target and its two reference copies.
    static func temporaries(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { !["profile.json", "profile.json.a", "profile.json.b"].contains($0) }
            .filter { !$0.hasPrefix("profile.json.a.tmp-") && !$0.hasPrefix("profile.json.b.tmp-") }
    }

    /// A token profile with `tokens` devices in its book.
    static func profile(name: String, tokens: Int) -> String {
        let book = (0..<tokens).map { number in
            #"{"label": "device \#(number)", "token": "\#(String(repeating: "ab", count: 28))\#(String(format: "%08x", number))", "kind": "device"}"#
        }
        return """
            {"name": "\(name)", "service": "apns", "environment": "sandbox", "topic": "com.example.app",
             "auth": {"type": "token", "keyFile": "AuthKey.p8", "keyID": "KEY1234567", "teamID": "TEAM123456"},
             "tokens": [\(book.joined(separator: ",\n"))]}
            """
    }
}
