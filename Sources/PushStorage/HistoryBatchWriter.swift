import Dispatch
import PushCore

/// Appends history records in batches through one open file: each record becomes its line as it
/// is taken (``HistoryLines``), and the lines wait in memory until ``batchSize`` have gathered or
/// ``maximumDelay`` has passed since the first of them, then go out in one `write()`
/// (``HistoryAppender``); ``finish()`` writes the rest. Each record keeps the time it was made
/// with. A record is lost only if the process dies within the delay.
public final class HistoryBatchWriter: Sendable {
    /// Records written together at most.
    public static let batchSize = 256
    /// The longest a record waits in memory.
    public static let maximumDelay = DispatchTimeInterval.milliseconds(100)

    private struct Buffer {
        var lines = HistoryLines()
        /// The buffer of the batch written last, emptied, kept for the batch after next.
        var spare = HistoryLines()
        var flushScheduled = false
    }

    private let buffer = Locked(Buffer())
    /// The open file, reached only under its lock, which is held while a batch is written.
    private let output: Locked<HistoryAppender>
    private let onError: @Sendable (HistoryError) -> Void
    private let timers = DispatchQueue(label: "pushtui.history")

    init(appender: HistoryAppender, onError: @escaping @Sendable (HistoryError) -> Void) {
        output = Locked(appender)
        self.onError = onError
    }

    /// Takes `record`; writes the batch when it is full, else makes sure it is written within the delay.
    public func record(_ record: HistoryRecord) {
        let (full, scheduleFlush) = buffer.withLock { buffer -> (Bool, Bool) in
            buffer.lines.append(record)
            if buffer.lines.count >= Self.batchSize { return (true, false) }
            guard !buffer.flushScheduled else { return (false, false) }
            buffer.flushScheduled = true
            return (false, true)
        }
        if full { flush() }
        if scheduleFlush {
            timers.asyncAfter(deadline: .now() + Self.maximumDelay) { [self] in flush() }
        }
    }

    /// Writes every record taken so far and closes the file.
    public func finish() {
        flush()
        output.withLock { $0.close() }
    }

    /// Writes what has gathered. Taken under the output lock, so batches leave in the order taken.
    private func flush() {
        let failure = output.withLock { appender -> HistoryError? in
            // The gathered lines change places with the spare buffer: no copy, and record() goes on meanwhile.
            var pending = buffer.withLock { buffer -> HistoryLines in
                buffer.flushScheduled = false
                var taken = HistoryLines()
                swap(&taken, &buffer.spare)
                swap(&taken, &buffer.lines)
                return taken
            }
            defer {
                pending.removeAll()
                buffer.withLock { $0.spare = pending }
            }
            do throws(HistoryError) {
                try appender.append(pending)
                return nil
            } catch {
                return error
            }
        }
        if let failure { onError(failure) }
    }
}
