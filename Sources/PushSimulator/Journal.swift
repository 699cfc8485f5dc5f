import Foundation

/// An append-only JSON-lines log of every exchange, written so that lines never tear: one
/// `write()` per line on an `O_APPEND` descriptor, serialized by a lock.
public final class Journal: Sendable {
    private let descriptor: Int32
    private let writeLock = NSLock()

    /// Opens (creating with mode 0600) `path` for appending.
    public init(path: String) throws(SimulatorError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .file(path: path, reason: "cannot open the journal: \(SimulatorError.systemReason())")
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Appends one entry as one line.
    public func append(_ entry: JournalEntry) {
        let encoder = JSONEncoder()
        // Whole milliseconds: `.millisecondsSince1970` would write fractions like 1796066624655.3352.
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Int64((date.timeIntervalSince1970 * 1000).rounded()))
        }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(entry) else { return }
        line.append(UInt8(ascii: "\n"))
        writeLock.withLock {
            line.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, base + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }
}
