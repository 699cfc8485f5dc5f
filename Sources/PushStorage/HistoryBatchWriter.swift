import Dispatch
import PushCore

/// Appends history records in batches through one open file: each record becomes its line as it
/// is taken (``HistoryLines``), and the lines wait in memory until ``batchSize`` have gathered or
/// ``maximumDelay`` has passed since the first of them, then go out in one `write()`
/// (``HistoryAppender``); ``finish()`` writes the rest. Each record keeps the time it was made
/// with. A record is lost only if the process dies before its batch is written.
///
/// Batches are written on the writer's own queue, never by the thread that hands a record over:
/// that thread is a connection's worker, and the file may be held for a while by another process
/// appending to it or by the compaction of a full file (``HistoryCompactor``, which rewrites an
/// archive of up to 64 MiB). Records taken meanwhile gather in memory and leave in the next batch.
public final class HistoryBatchWriter: Sendable {
    /// Records written together at most.
    public static let batchSize = 256
    /// The longest a record waits in memory.
    public static let maximumDelay = DispatchTimeInterval.milliseconds(100)

    private struct Buffer {
        /// The batch being gathered.
        var lines = HistoryLines()
        /// Batches waiting for the writer's queue, oldest first: full ones, and the last one
        /// taken when the delay passed or the writer finished.
        var ready: [HistoryLines] = []
        /// Written batches, emptied, kept for the batches to come.
        var spares: [HistoryLines] = []
        /// A write of what has gathered is due within the delay.
        var flushScheduled = false
    }

    private let buffer = Locked(Buffer())
    /// The open file, reached only under its lock, which is held while a batch is written.
    private let output: Locked<HistoryAppender>
    private let onError: @Sendable (HistoryError) -> Void
    /// Where batches are written, one after another, in the order taken.
    private let writes = DispatchQueue(label: "pushtui.history")

    init(appender: HistoryAppender, onError: @escaping @Sendable (HistoryError) -> Void) {
        output = Locked(appender)
        self.onError = onError
    }

    /// Takes `record`; queues the batch's write when it is full, else makes sure it is written
    /// within the delay. Never waits for the file.
    public func record(_ record: HistoryRecord) {
        let (full, scheduleFlush) = buffer.withLock { buffer -> (Bool, Bool) in
            buffer.lines.append(record)
            if buffer.lines.count >= Self.batchSize {
                Self.takeGathered(&buffer)
                return (true, false)
            }
            guard !buffer.flushScheduled else { return (false, false) }
            buffer.flushScheduled = true
            return (false, true)
        }
        if full {
            writes.async { [self] in writeReady() }
        } else if scheduleFlush {
            writes.asyncAfter(deadline: .now() + Self.maximumDelay) { [self] in flush() }
        }
    }

    /// Writes every record taken so far, after the batches queued before them, and closes the file.
    public func finish() {
        writes.sync { flush() }
        output.withLock { $0.close() }
    }

    /// Writes what has gathered, after the batches ready before it.
    private func flush() {
        buffer.withLock { buffer in
            buffer.flushScheduled = false
            if buffer.lines.count > 0 { Self.takeGathered(&buffer) }
        }
        writeReady()
    }

    /// Moves the batch being gathered to the ready ones and starts the next in a spare buffer.
    private static func takeGathered(_ buffer: inout Buffer) {
        var next = buffer.spares.popLast() ?? HistoryLines()
        swap(&next, &buffer.lines)
        buffer.ready.append(next)
    }

    /// Writes the ready batches, oldest first. Under the output lock, so batches leave in the order taken.
    private func writeReady() {
        var failures: [HistoryError] = []
        output.withLock { appender in
            while var batch = buffer.withLock({ $0.ready.isEmpty ? nil : $0.ready.removeFirst() }) {
                do throws(HistoryError) {
                    try appender.append(batch)
                } catch {
                    failures.append(error)
                }
                batch.removeAll()
                buffer.withLock { if $0.spares.count < 2 { $0.spares.append(batch) } }
            }
        }
        failures.forEach(onError)
    }
}
