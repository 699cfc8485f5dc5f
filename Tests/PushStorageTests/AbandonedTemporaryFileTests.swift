import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// What a writer killed between creating its temporary file and renaming it leaves behind: the
/// loader ignores it, and the next write to the same file removes it — but never a live writer's.
@Suite struct AbandonedTemporaryFileTests {
    /// A process ID no process has: above the kernel's limit.
    static let deadWriter: pid_t = {
        let limit = (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 4_194_304
        return limit + 1
    }()

    @Test func theNextWriteRemovesADeadWritersFileAndKeepsALiveOnes() throws {
        let directory = try TemporaryDirectory()
        let dead = try directory.write("half a pro", to: "a.json.tmp-\(Self.deadWriter)-12345")
        let live = try directory.write("being written", to: "a.json.tmp-\(getpid())-777")
        let otherTarget = try directory.write("not ours", to: "b.json.tmp-\(Self.deadWriter)-1")
        try AtomicFile.write("{}", to: directory.file("a.json"), mode: 0o600)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live), "a live writer's file was removed")
        #expect(FileManager.default.fileExists(atPath: otherTarget), "another file's temporary was removed")
    }

    @Test func theLoaderIgnoresTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write(#"{"name": "half"#, to: "p.json.tmp-\(Self.deadWriter)-1")
        #expect(FileProfileStore(directory: directory.path).loadAll().isEmpty)
    }
}
