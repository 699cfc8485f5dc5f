import PushCore

/// History records written as lines into one reused buffer, ready for a single `write()`: each
/// record becomes bytes as it is added, so a batch holds no record values, only its lines.
///
/// The buffer starts with a newline that is not part of any record: the appender writes it too
/// when the file ends in the middle of a line a crashed writer left, so the batch's first line
/// is not glued to it, and skips it otherwise.
struct HistoryLines {
    /// The leading newline, then every line added.
    private(set) var bytes: [UInt8] = [UInt8(ascii: "\n")]
    /// How many records the lines hold.
    private(set) var count = 0
    /// The body and push value of the last record added, encoded: the records of one send share
    /// them, so they are encoded once, not per push.
    private var shared: HistoryRecord.SharedMembers?

    /// Adds `record` as one line.
    mutating func append(_ record: HistoryRecord) {
        if shared?.belong(to: record) != true {
            shared = HistoryRecord.SharedMembers(of: record)
        }
        record.appendLine(to: &bytes, shared: shared)
        count += 1
    }

    /// No lines yet.
    init() {}

    /// The lines of `records`.
    init<Records: Sequence<HistoryRecord>>(_ records: Records) {
        for record in records { append(record) }
    }

    /// Drops every line, keeping the buffer's capacity for the next batch.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(UInt8(ascii: "\n"))
        count = 0
    }
}
