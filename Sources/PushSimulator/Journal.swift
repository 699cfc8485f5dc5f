import Foundation
import PushCore

/// An append-only JSON-lines log of every exchange (and of the connections the simulator cut), written so that lines never tear: one
/// `write()` per line on an `O_APPEND` descriptor, serialized by a lock.
///
/// A journal never loses entries silently: a line that cannot be written whole (a full disk, an
/// I/O error) is cut back off the file, counted, and the first failure is reported at once through
/// `onFailure`; ``problem`` says what was lost, for the exit status at shutdown.
public final class Journal: Sendable {
    private let descriptor: Int32
    private let path: String
    private let onFailure: @Sendable (String) -> Void
    /// Entries that could not be written, and why the first one could not; guarded with the writes.
    private let losses = Locked<(count: Int, reason: String?)>((0, nil))

    /// Opens (creating with mode 0600) `path` for appending; `onFailure` hears of the first entry lost.
    public init(path: String, onFailure: @escaping @Sendable (String) -> Void = { _ in }) throws(SimulatorError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .file(path: path, reason: "cannot open the journal: \(SimulatorError.systemReason())")
        }
        self.descriptor = descriptor
        self.path = path
        self.onFailure = onFailure
    }

    /// What the journal lost, e.g. `the journal /tmp/j.jsonl lost 1,888 entries: No space left on
    /// device`; nil while every entry has been written.
    public var problem: String? {
        losses.withLock { losses in
            losses.reason.map { "the journal \(path) lost \(losses.count.grouped) \(losses.count == 1 ? "entry" : "entries"): \($0)" }
        }
    }

    deinit { close(descriptor) }

    /// Appends one exchange as one line.
    public func append(_ entry: JournalEntry) {
        appendLine(entry)
    }

    /// Appends one connection event as one line.
    public func append(_ event: JournalEvent) {
        appendLine(event)
    }

    private func appendLine(_ entry: some Encodable) {
        let encoder = JSONEncoder()
        // Whole milliseconds: `.millisecondsSince1970` would write fractions like 1796066624655.3352.
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Int64((date.timeIntervalSince1970 * 1000).rounded()))
        }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(entry) else { return }
        line.append(UInt8(ascii: "\n"))
        let first: String? = losses.withLock { losses in
            guard let reason = Self.appendWhole(line, to: descriptor) else { return nil }
            losses.count += 1
            guard losses.reason == nil else { return nil }
            losses.reason = reason
            return reason
        }
        if let first { onFailure("cannot write the journal \(path): \(first); pushes are still answered, but no longer all recorded") }
    }

    /// Appends `line` whole or not at all: a write that fails part-way is cut back off the file.
    /// Returns why it failed, if it did.
    private static func appendWhole(_ line: Data, to descriptor: Int32) -> String? {
        let start = lseek(descriptor, 0, SEEK_END)
        let failure: String? = line.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? SimulatorError.systemReason() : "nothing was written" }
                offset += written
            }
            return nil
        }
        if failure != nil && start >= 0 { _ = ftruncate(descriptor, start) }
        return failure
    }
}
