/// Result lines gathered for standard output and written together, since one `write()` per push
/// costs more than the rest of the push's handling: on a terminal each line goes at once; to a
/// pipe or file they go once ``batchBytes`` have gathered or ``maximumDelay`` has passed since
/// the last write, and at the end (``ResultPrinter`` also schedules a write for lines left waiting).
struct OutputLines {
    /// Bytes gathered before they are written, at most.
    static let batchBytes = 32 * 1024
    /// The longest a line waits while results keep arriving.
    static let maximumDelay = Duration.milliseconds(50)

    /// Whether every line is written at once (standard output is a terminal).
    let immediate: Bool
    private(set) var bytes: [UInt8] = []
    private var lastWrite = ContinuousClock.now

    init(immediate: Bool) {
        self.immediate = immediate
        bytes.reserveCapacity(immediate ? 256 : Self.batchBytes + 1024)
    }

    /// Adds `line` and its newline.
    mutating func append(_ line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Adds the line `write` appends, and its newline.
    mutating func appendLine(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Whether the gathered lines should be written now.
    var isDue: Bool {
        !bytes.isEmpty && (immediate || bytes.count >= Self.batchBytes || ContinuousClock.now - lastWrite >= Self.maximumDelay)
    }

    /// Hands over the gathered bytes to be written, leaving none.
    mutating func take() -> [UInt8] {
        lastWrite = .now
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }
}
