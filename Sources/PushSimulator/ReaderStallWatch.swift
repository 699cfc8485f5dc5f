/// Tells a client that stopped reading from one that reads slowly or is merely quiet, from what the
/// kernel still holds for it.
///
/// A write the socket takes is not a write the client read: the kernel queues the bytes (hundreds of
/// kilobytes and more on loopback) and the connection looks idle while they wait. So after each write
/// the connection samples its socket's send queue every ``interval`` until it is empty; a client that
/// took fewer bytes since a sample than the connection wrote after it, for ``timeout``, has stopped
/// reading. (TLS adds its record overhead to what is written, so a client that took less than that
/// overhead in the whole timeout counts as stopped too.) Pure: the connection reads the queue.
struct ReaderStallWatch {
    /// What a check found.
    enum Verdict: Equatable {
        /// The queue is empty (or unknown): nothing to watch until the next write.
        case drained
        /// Bytes wait, and the client took some lately: check again at ``ReaderStallWatch/nextCheck``.
        case waiting
        /// `unread` bytes have waited `milliseconds` without the client taking any.
        case stalled(unread: Int, milliseconds: Int64)
    }

    /// How long a client may take no byte while bytes wait for it.
    let timeout: Int64
    /// How often the queue is sampled while it is not empty.
    let interval: Int64
    /// When the queue must be sampled next; nil while nothing is written and unread.
    private(set) var nextCheck: Int64?
    /// The queue's length at the last sample that showed progress, and when.
    private var sample: (bytes: Int, at: Int64)?
    /// Bytes written since that sample.
    private var writtenSinceSample = 0

    /// Watches with the write-stall `timeout` (milliseconds), sampling six times per timeout.
    init(timeout: Int64) {
        self.timeout = timeout
        interval = max(10, timeout / 6)
    }

    /// The connection handed `count` bytes to the socket at `now`.
    mutating func wrote(_ count: Int, now: Int64) {
        writtenSinceSample += count
        if nextCheck == nil { nextCheck = now + interval }
    }

    /// Judges the socket's queue, `queued` bytes at `now` (nil: unknown).
    mutating func check(queued: Int?, now: Int64) -> Verdict {
        guard let queued, queued > 0 else {
            self = ReaderStallWatch(timeout: timeout)
            return .drained
        }
        if let sample, queued >= sample.bytes + writtenSinceSample {
            let waited = now - sample.at
            if waited >= timeout { return .stalled(unread: queued, milliseconds: waited) }
        } else {
            sample = (queued, now)
            writtenSinceSample = 0
        }
        nextCheck = now + interval
        return .waiting
    }
}
