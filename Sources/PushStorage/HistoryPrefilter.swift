/// Finds, without decoding them, the history lines that may hold a text, ASCII case aside: every
/// line that holds it, and some that do not (a search decodes them and applies its own rule).
///
/// Sound only where a line's bytes show its strings' characters as they are, so:
/// - there is none for a text with a character JSON escapes (`"`, `\`, `/` that an older writer
///   wrote `\/`, a control character) or with a non-ASCII one (whose other case is other bytes);
/// - a line with a `\u` escape, which may stand for any character, is always a candidate;
/// - so is a line with a character that Unicode case folding turns into ASCII letters (`ß` into
///   `ss`, `K` into `k`, `ſ`, `ŉ`, `ẚ`, `ẞ` and the Latin ligatures `ﬀ`–`ﬆ`), which a
///   case-insensitive comparison matches with ASCII text.
struct HistoryPrefilter {
    /// The text in lower case.
    private let text: [UInt8]
    /// Per byte value: 1 when it is the text's first byte in either case, 2 when it may begin an
    /// escape or a folding character.
    private let kinds: [UInt8]

    /// A filter for `text`, or nil when no byte scan can be sound for it (see above).
    init?(text: String) {
        let bytes = Array(text.utf8)
        guard let first = bytes.first,
              bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !Self.escaped.contains($0) }) else { return nil }
        self.text = bytes.map(Self.lowercase)
        var kinds = [UInt8](repeating: 0, count: 256)
        for byte in Self.suspectLeads { kinds[Int(byte)] = 2 }
        kinds[Int(Self.lowercase(first))] |= 1
        kinds[Int(Self.uppercase(first))] |= 1
        self.kinds = kinds
    }

    /// The lines of `buffer` (without their newlines) that may hold the text, in order.
    func candidates(in buffer: UnsafeRawBufferPointer) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var lineStart = 0
        var index = 0
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\n") {
                lineStart = index + 1
            } else if kinds[Int(byte)] != 0, holdsText(at: index, in: buffer) || isSuspect(at: index, in: buffer) {
                let end = HistoryLineBytes.lineEnd(in: buffer, from: index)
                found.append(lineStart..<end)
                lineStart = end + 1
                index = lineStart
                continue
            }
            index += 1
        }
        return found
    }

    private func holdsText(at index: Int, in buffer: UnsafeRawBufferPointer) -> Bool {
        guard kinds[Int(buffer[index])] & 1 != 0, buffer.count - index >= text.count else { return false }
        var offset = 1
        while offset < text.count {
            if Self.lowercase(buffer[index + offset]) != text[offset] { return false }
            offset += 1
        }
        return true
    }

    private func isSuspect(at index: Int, in buffer: UnsafeRawBufferPointer) -> Bool {
        guard kinds[Int(buffer[index])] & 2 != 0 else { return false }
        return Self.suspects.contains { sequence in
            buffer.count - index >= sequence.count && sequence.indices.allSatisfy { buffer[index + $0] == sequence[$0] }
        }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func uppercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte & ~0x20 : byte
    }

    /// Characters a JSON writer may write as an escape other than `\u`.
    private static let escaped: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/")]

    /// `\u`, and the UTF-8 of the characters whose case folding holds ASCII letters.
    private static let suspects: [[UInt8]] = [[0x5C, 0x75], [0xC3, 0x9F], [0xC5, 0xBF], [0xC5, 0x89], [0xE1, 0xBA, 0x9A],
                                              [0xE1, 0xBA, 0x9E], [0xE2, 0x84, 0xAA]]
        + (0x80...0x86).map { [0xEF, 0xAC, $0] }

    private static let suspectLeads = Set(suspects.map { $0[0] })
}
