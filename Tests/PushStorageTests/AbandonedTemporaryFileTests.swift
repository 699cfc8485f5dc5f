import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// What a writer killed between creating its temporary file and renaming it leaves behind: the
/// loader ignores it, and the next write to the same file removes it — but never a live writer's.
@Suite struct AbandonedTemporaryFileTests {
    /// A process ID no process has: above the largest pid_max Linux allows (2^22, proc(5)) and
    /// macOS's PID_MAX (99,999).
    static let deadWriter: pid_t = 4_194_305

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
