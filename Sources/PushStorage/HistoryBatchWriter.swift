import Dispatch
import PushCore

/// Appends history records in batches through one open file: records wait in memory until
/// ``batchSize`` have gathered or ``maximumDelay`` has passed since the first of them, then go out
/// in one `write()` of whole lines (``HistoryAppender``); ``finish()`` writes the rest. Each record
/// keeps the time it was made with. A record is lost only if the process dies within the delay.
public final class HistoryBatchWriter: Sendable {
    /// Records written together at most.
    public static let batchSize = 256
    /// The longest a record waits in memory.
    public static let maximumDelay = DispatchTimeInterval.milliseconds(100)

    private struct Buffer {
        var records: [HistoryRecord] = []
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
            buffer.records.append(record)
            if buffer.records.count >= Self.batchSize { return (true, false) }
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
            let pending = buffer.withLock { buffer -> [HistoryRecord] in
                buffer.flushScheduled = false
                defer { buffer.records.removeAll(keepingCapacity: true) }
                return buffer.records
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
