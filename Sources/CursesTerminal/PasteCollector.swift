/// Accumulates the raw bytes of a bracketed paste until its end marker `ESC [ 2 0 1 ~`.
///
/// The text is decoded once at the end, so invalid UTF-8 becomes U+FFFD instead of breaking
/// anything, and the terminal's carriage returns (terminals and tmux send Enter as CR inside a
/// paste) become newlines.
struct PasteCollector {
    private static let endMarker = Array("\u{1B}[201~".utf8)

    private var bytes: [UInt8] = []

    /// Whether the end marker has arrived.
    private(set) var isComplete = false
    /// What arrived after the end marker: input that is not part of the paste.
    private(set) var remainder: [UInt8] = []

    /// Adds bytes read from the terminal.
    mutating func add(_ chunk: some Collection<UInt8>) {
        guard !isComplete else {
            remainder.append(contentsOf: chunk)
            return
        }
        // The marker may straddle two reads.
        let searchStart = max(0, bytes.count - (Self.endMarker.count - 1))
        bytes.append(contentsOf: chunk)
        guard let start = Self.markerStart(in: bytes, from: searchStart) else { return }
        remainder = Array(bytes[(start + Self.endMarker.count)...])
        bytes.removeSubrange(start...)
        isComplete = true
    }

    /// The pasted text.
    var text: String {
        var scalars = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n", afterCarriageReturn { continue }
            scalars.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(scalars)
    }

    private static func markerStart(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= endMarker.count else { return nil }
        var index = start
        while index <= bytes.count - endMarker.count {
            if bytes[index] == endMarker[0], bytes[index..<(index + endMarker.count)].elementsEqual(endMarker) {
                return index
            }
            index += 1
        }
        return nil
    }
}
