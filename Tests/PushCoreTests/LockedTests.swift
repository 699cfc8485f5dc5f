import Dispatch
import Foundation
import PushCore
import Testing

/// `Locked` serialises every access, and is the only lock the sources use.
@Suite struct LockedTests {
    @Test func concurrentUpdatesAreNeverLost() {
        let tally = Locked<[Int: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 20_000) { index in
            tally.withLock { $0[index % 16, default: 0] += 1 }
        }
        #expect(tally.withLock { $0.values.reduce(0, +) } == 20_000)
        #expect(tally.withLock { $0.count } == 16)
    }

    @Test func errorsThrownInsideLeaveTheLockFree() {
        struct Refused: Error {}
        let value = Locked(1)
        #expect(throws: Refused.self) { try value.withLock { _ throws(Refused) in throw Refused() } }
        #expect(value.withLock { $0 } == 1)
    }

    /// `Synchronization.Mutex` hands contended locks over in the kernel, where ThreadSanitizer cannot
    /// see it, so every contended moment became a false report (Tests/Sanitizers/tsan.supp).
    @Test func noSourceUsesSynchronizationMutex() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var offenders: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks", "Fuzz"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where file.pathExtension == "swift" && file.standardizedFileURL != thisFile.standardizedFileURL {
                let text = try String(contentsOf: file, encoding: .utf8)
                if text.contains("Mutex<") || text.contains("Mutex(") { offenders.append(file.path) }
            }
        }
        #expect(offenders.isEmpty, "use PushCore's Locked instead of Synchronization.Mutex in \(offenders)")
    }
}
