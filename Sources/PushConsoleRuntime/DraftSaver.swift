import Foundation
import PushConsole
import PushCore
import PushStorage

/// Writes the console's drafts off the loop thread, coalesced: the first change after a write
/// schedules the next one `interval` later, and every change until then goes into it, the latest
/// of each draft winning. So the drafts file is written at most once per interval, a kill loses at
/// most the last interval's edits, and ``flush()`` writes the rest before the process leaves.
/// Runs on its own timer: the console's loop sleeps while idle and calls no one back.
final class DraftSaver: Sendable {
    private struct Pending {
        var drafts: [String: PayloadDraft] = [:]
        var isScheduled = false
        /// Where a failed write is reported: the mailbox of the latest save.
        var mailbox: Mailbox?
        /// Why the last write failed; nil once one succeeds.
        var failure: DraftStoreError?
    }

    private let store: any DraftStore
    private let interval: DispatchTimeInterval
    /// Serial: one write at a time, in order, and the final flush after any write under way.
    private let queue = DispatchQueue(label: "pushtui.console.drafts")
    private let pending = Locked(Pending())

    /// A saver writing to `store` at most once per `interval`.
    init(store: any DraftStore, interval: DispatchTimeInterval = .milliseconds(400)) {
        self.store = store
        self.interval = interval
    }

    /// Takes `drafts` (by profile file) as the latest of each, to be written within the interval.
    func save(_ drafts: [String: PayloadDraft], mailbox: Mailbox) {
        let schedule = pending.withLock { pending in
            pending.drafts.merge(drafts) { _, new in new }
            pending.mailbox = mailbox
            defer { pending.isScheduled = true }
            return !pending.isScheduled
        }
        if schedule { queue.asyncAfter(deadline: .now() + interval) { [self] in write() } }
    }

    /// Writes every draft not written yet, now, after any write under way: before the process leaves.
    func flush() {
        queue.sync { write() }
    }

    /// Why drafts are still unwritten after the last write failed; nil when every draft is written.
    var unwritten: DraftStoreError? {
        pending.withLock { $0.drafts.isEmpty ? nil : $0.failure }
    }

    private func write() {
        let (drafts, mailbox) = pending.withLock { pending in
            defer {
                pending.drafts = [:]
                pending.isScheduled = false
            }
            return (pending.drafts, pending.mailbox)
        }
        guard !drafts.isEmpty else { return }
        do throws(DraftStoreError) {
            let aside = try store.save(drafts)
            pending.withLock { $0.failure = nil }
            if let aside {
                mailbox?.post(.notice("the drafts file was not a drafts file: kept as \((aside as NSString).lastPathComponent), drafts saved anew", isError: true))
            }
        } catch {
            // Kept for the next write (a later change, or the flush at quit); a newer draft wins.
            pending.withLock { pending in
                pending.drafts.merge(drafts) { newer, _ in newer }
                pending.failure = error
            }
            mailbox?.post(.notice(error.description, isError: true))
        }
    }
}
