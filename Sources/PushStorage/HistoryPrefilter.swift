/// Finds, without decoding them, the history lines that may hold one of some texts, ASCII case
/// aside, in one pass: every line that holds one, and some that do not (a search decodes them and
/// applies its own rule).
///
/// Sound only where a line's bytes show its strings' characters as they are, so:
/// - there is none for a text with a character JSON escapes (`"`, `\`, `/` that an older writer
///   wrote `\/`, a control character) or with a non-ASCII one (whose other case is other bytes);
/// - a line with a `\u` escape, which may stand for any character, is always a candidate;
/// - so is a line with a character that Unicode case folding turns into ASCII letters (`ß` into
///   `ss`, `K` into `k`, `ſ`, `ŉ`, `ẚ`, `ẞ` and the Latin ligatures `ﬀ`–`ﬆ`), which a
///   case-insensitive comparison matches with ASCII text.
///
/// The scan looks each byte up in a table of the texts' first bytes (either case) and the first
/// bytes of the suspect sequences, and compares further only where one is.
struct HistoryPrefilter {
    /// The texts in lower case.
    private let texts: [[UInt8]]
    /// Per byte value: bit `i` when it is text `i`'s first byte in either case, ``suspect`` when it
    /// may begin an escape or a folding character.
    private let kinds: [UInt32]
    /// Per byte value: bit `i` when it is text `i`'s second byte in either case (or text `i` has
    /// one byte): most bytes like a text's first are not followed by its second.
    private let seconds: [UInt32]

    /// The bit of a byte that may begin an escape or a folding character.
    private static let suspect: UInt32 = 1 << 31

    /// A filter for one text.
    init?(text: String) {
        self.init(texts: [text])
    }

    /// A filter for any of `texts` (at most 31), or nil when no byte scan can be sound for one of
    /// them (see above).
    init?(texts: [String]) {
        let all = texts.map { Array($0.utf8) }
        guard !all.isEmpty, all.count < 32, all.allSatisfy({ text in
            !text.isEmpty && text.allSatisfy { $0 >= 0x20 && $0 < 0x7F && !Self.escaped.contains($0) }
        }) else { return nil }
        self.texts = all.map { $0.map(Self.lowercase) }
        var kinds = [UInt32](repeating: 0, count: 256)
        for byte in Self.suspectLeads { kinds[Int(byte)] = Self.suspect }
        for (number, text) in self.texts.enumerated() {
            kinds[Int(text[0])] |= 1 << number
            kinds[Int(Self.uppercase(text[0]))] |= 1 << number
        }
        self.kinds = kinds
        var seconds = [UInt32](repeating: 0, count: 256)
        for (number, text) in self.texts.enumerated() {
            let bytes = text.count < 2 ? Array(0...255) : [text[1], Self.uppercase(text[1])]
            for byte in bytes { seconds[Int(byte)] |= 1 << number }
        }
        self.seconds = seconds
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

    /// The first index at or after `start` where a text or a suspect character begins.
    private func nextHit(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        kinds.withUnsafeBufferPointer { table in
            seconds.withUnsafeBufferPointer { seconds in
                var index = start
                let end = buffer.count
                while index < end {
                    let kind = table[Int(buffer[index])]
                    if kind != 0 {
                        if kind & Self.suspect != 0 {
                            if isSuspect(at: index, in: buffer) { return index }
                        } else {
                            // A one-byte text matches any next byte; at the end there is none to look at.
                            let next = index + 1 < end ? seconds[Int(buffer[index + 1])] : kind
                            if kind & next != 0, holdsText(kind & next, at: index, in: buffer) { return index }
                        }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// Whether one of the texts whose bits `kind` has begins at `index`.
    @inline(__always)
    private func holdsText(_ kind: UInt32, at index: Int, in buffer: UnsafeRawBufferPointer) -> Bool {
        var bits = kind
        while bits != 0 {
            let number = bits.trailingZeroBitCount
            bits &= bits - 1
            if holds(texts[number], at: index, in: buffer) { return true }
        }
        return false
    }

    /// Whether `text` (lower case) begins at `index`, ASCII case aside; its first byte is known to.
    @inline(__always)
    private func holds(_ text: [UInt8], at index: Int, in buffer: UnsafeRawBufferPointer) -> Bool {
        guard buffer.count - index >= text.count else { return false }
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
