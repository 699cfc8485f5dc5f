import Foundation
import PushCore
import PushTestSupport
import Testing
@testable import PushStorage

/// The watcher tells of `*.json` files written, added and removed by anyone, and of a file reached
/// through a symlink into another directory, which no directory watch sees.
@Suite struct DirectoryWatcherTests {
    private final class Count: Sendable {
        let value = Locked(0)
    }

    private func watching(_ directories: [String]) -> (DirectoryWatcher, Count) {
        let count = Count()
        let watcher = DirectoryWatcher(directories: directories) { count.value.withLock { $0 += 1 } }
        watcher.start()
        return (watcher, count)
    }

    @Test func aFileWrittenAddedAndRemovedIsToldEachTime() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("shop.json")
        _ = try directory.write("{}", to: "shop.json")
        let (watcher, count) = watching([directory.path])
        defer { watcher.stop() }
        #expect(count.value.withLock { $0 } == 0, "the files as they were at start are not a change")

        try AtomicFile.write(Array(#"{"a": 1}"#.utf8), to: file, mode: 0o600)
        #expect(poll(until: { count.value.withLock { $0 } >= 1 }), "a rewrite was not told")
        let afterWrite = count.value.withLock { $0 }
        _ = try directory.write("{}", to: "team.json")
        #expect(poll(until: { count.value.withLock { $0 } > afterWrite }), "an added file was not told")
        let afterAdd = count.value.withLock { $0 }
        try FileManager.default.removeItem(atPath: file)
        #expect(poll(until: { count.value.withLock { $0 } > afterAdd }), "a removed file was not told")
    }

    @Test func aSymlinkedFilesTargetChangingIsTold() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.file("profiles"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.file("dotfiles"), withIntermediateDirectories: true)
        let target = directory.file("dotfiles/real.json")
        _ = try directory.write("{}", to: "dotfiles/real.json")
        try FileManager.default.createSymbolicLink(atPath: directory.file("profiles/link.json"), withDestinationPath: target)
        let (watcher, count) = watching([directory.file("profiles")])
        defer { watcher.stop() }
        _ = try directory.write(#"{"changed": true}"#, to: "dotfiles/real.json")
        #expect(poll(until: { count.value.withLock { $0 } >= 1 }), "the link's target changed unseen")
    }
}
