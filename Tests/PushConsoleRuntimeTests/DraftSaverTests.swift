import Foundation
@testable import PushConsole
import PushCore
import PushStorage
import PushTestSupport
import Testing
@testable import PushConsoleRuntime

/// The console's drafts are written off the loop, coalesced on the saver's own timer (the loop
/// sleeps while idle), always the latest of each, and all of them by the flush at quit.
@Suite struct DraftSaverTests {
    /// Keeps every save it is asked for, as a drafts file would, and can refuse one.
    final class RecordingStore: DraftStore, @unchecked Sendable {
        // Guarded by `lock`: the saver writes from its queue while the test reads.
        private let lock = NSLock()
        private var writes: [[String: PayloadDraft]] = []
        private var failuresLeft: Int

        init(failing: Int = 0) { failuresLeft = failing }

        var saved: [[String: PayloadDraft]] { lock.withLock { writes } }

        func load() throws(DraftStoreError) -> [String: PayloadDraft] {
            lock.withLock { writes.reduce(into: [:]) { $0.merge($1) { _, new in new } } }
        }

        func save(_ changed: [String: PayloadDraft]) throws(DraftStoreError) -> String? {
            let fails = lock.withLock {
                guard failuresLeft == 0 else {
                    failuresLeft -= 1
                    return true
                }
                writes.append(changed)
                return false
            }
            if fails { throw .write(AtomicFileError(path: "/drafts.json", step: .write, reason: "No space left on device")) }
            return nil
        }
    }

    static func draft(_ text: String) -> PayloadDraft { PayloadDraft(payload: text, headers: ["apns-priority": "5"]) }

    @Test func aBurstOfChangesIsOneWriteOfTheLatestWithoutTheLoopCallingBack() {
        let store = RecordingStore()
        let saver = DraftSaver(store: store, interval: .milliseconds(50))
        let mailbox = Mailbox {}
        for number in 0..<20 { saver.save(["/a.json": Self.draft("a\(number)")], mailbox: mailbox) }
        saver.save(["/b.json": Self.draft("b")], mailbox: mailbox)
        #expect(poll(until: { !store.saved.isEmpty }, timeout: 5), "nothing written on the saver's own timer")
        #expect(store.saved.first == ["/a.json": Self.draft("a19"), "/b.json": Self.draft("b")])
        saver.flush()
        #expect(store.saved.count == 1, "a burst became \(store.saved.count) writes")
    }

    @Test func theFlushWritesWhatTheTimerHasNotYet() {
        let store = RecordingStore()
        // A timer far away: only the flush can write in time.
        let saver = DraftSaver(store: store, interval: .seconds(60))
        saver.save(["/a.json": Self.draft("last words")], mailbox: Mailbox {})
        saver.flush()
        #expect(store.saved == [["/a.json": Self.draft("last words")]])
    }

    @Test func aFailedWriteIsReportedAndTriedAgainWithTheNextOne() throws {
        let store = RecordingStore(failing: 1)
        let saver = DraftSaver(store: store, interval: .seconds(60))
        let mailbox = Mailbox {}
        saver.save(["/a.json": Self.draft("a")], mailbox: mailbox)
        saver.flush()
        let notices = mailbox.drain()
        #expect(notices.contains { if case .notice(let text, true) = $0 { text.contains("No space left") } else { false } }, "\(notices)")
        saver.save(["/b.json": Self.draft("b")], mailbox: mailbox)
        saver.flush()
        #expect(store.saved == [["/a.json": Self.draft("a"), "/b.json": Self.draft("b")]], "the failed draft was dropped")
    }
}

extension DraftSaverTests {
    @Test func draftsAFlushCouldNotWriteAreNamedUntilAWriteSucceeds() {
        let store = RecordingStore(failing: 2)
        let saver = DraftSaver(store: store, interval: .seconds(60))
        #expect(saver.unwritten == nil)
        saver.save(["/a.json": Self.draft("a")], mailbox: Mailbox {})
        saver.flush()
        #expect(saver.unwritten?.description.contains("No space left") == true)
        saver.flush()
        #expect(saver.unwritten != nil, "still unwritten after a second failure")
        saver.flush()
        #expect(saver.unwritten == nil)
        #expect(store.saved == [["/a.json": Self.draft("a")]])
    }
}
