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
///
/// The scan looks each byte up in a table of the text's first byte (either case) and the first
/// bytes of the suspect sequences, and compares further only where one is.
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
        while lineStart < buffer.count, let hit = nextHit(in: buffer, from: lineStart) {
            var start = hit
            while start > lineStart, buffer[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            let end = HistoryLineBytes.lineEnd(in: buffer, from: hit)
            found.append(start..<end)
            lineStart = end + 1
        }
        return found
    }

    /// The first index at or after `start` where the text or a suspect character begins.
    private func nextHit(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        kinds.withUnsafeBufferPointer { table in
            var index = start
            while index < buffer.count {
                let kind = table[Int(buffer[index])]
                if kind != 0, kind & 1 == 0 || secondFollows(index, in: buffer),
                   holdsText(at: index, in: buffer) || isSuspect(at: index, in: buffer) { return index }
                index += 1
            }
            return nil
        }
    }

    /// Whether the text's second byte (either case) follows `index`; true for a one-byte text.
    /// Inlined in the scan: most bytes like the text's first are not followed by its second.
    @inline(__always)
    private func secondFollows(_ index: Int, in buffer: UnsafeRawBufferPointer) -> Bool {
        text.count < 2 || (index + 1 < buffer.count && Self.lowercase(buffer[index + 1]) == text[1])
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

    /// Whether a `\u` escape or a character whose case folding holds ASCII letters begins at
    /// `index`: `ß`, `ſ`, `ŉ`, `ẚ`, `ẞ`, the Kelvin sign `K` and the ligatures `ﬀ`–`ﬆ`, in UTF-8.
    private func isSuspect(at index: Int, in buffer: UnsafeRawBufferPointer) -> Bool {
        func byte(_ offset: Int) -> UInt8 { index + offset < buffer.count ? buffer[index + offset] : 0 }
        switch buffer[index] {
        case 0x5C: return byte(1) == UInt8(ascii: "u")
        case 0xC3: return byte(1) == 0x9F
        case 0xC5: return byte(1) == 0xBF || byte(1) == 0x89
        case 0xE1: return byte(1) == 0xBA && (byte(2) == 0x9A || byte(2) == 0x9E)
        case 0xE2: return byte(1) == 0x84 && byte(2) == 0xAA
        case 0xEF: return byte(1) == 0xAC && (0x80...0x86).contains(byte(2))
        default: return false
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

    /// The first bytes of what ``isSuspect(at:in:)`` looks for.
    private static let suspectLeads: [UInt8] = [0x5C, 0xC3, 0xC5, 0xE1, 0xE2, 0xEF]
}
