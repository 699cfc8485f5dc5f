/// Assembles the bytes the terminal sends into Unicode scalars, one byte at a time, dropping what
/// is not UTF-8 and nothing else.
///
/// `wget_wch` cannot be used for this: on an invalid sequence it returns an error and leaves the
/// bytes that followed in ncurses' own queue, where `poll()` cannot see them, so good text typed
/// or sent in the same burst was lost. Here an invalid byte ends the sequence it was in, and the
/// byte that broke it is decoded afresh, so `FF 'o' 'k'` still gives "ok". The byte ranges follow
/// the Unicode Standard's table of well-formed UTF-8 (§3.9, Table 3-7): no overlong forms, no
/// surrogates, nothing above U+10FFFF.
struct UTF8InputDecoder {
    private var scalar: UInt32 = 0
    private var remaining = 0
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Whether a multi-byte character has started and still needs bytes.
    var isPending: Bool { remaining > 0 }

    /// Takes the next byte; returns a scalar when it completes one.
    mutating func add(_ byte: UInt8) -> Unicode.Scalar? {
        guard remaining > 0 else { return start(byte) }
        guard (lower...upper).contains(byte) else {
            reset()
            return start(byte)
        }
        lower = 0x80
        upper = 0xBF
        scalar = scalar << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        return remaining == 0 ? Unicode.Scalar(scalar) : nil
    }

    /// Forgets a character cut short (its last bytes never came).
    mutating func reset() {
        remaining = 0
        lower = 0x80
        upper = 0xBF
    }

    private mutating func start(_ byte: UInt8) -> Unicode.Scalar? {
        switch byte {
        case 0x00...0x7F:
            return Unicode.Scalar(byte)
        case 0xC2...0xDF:
            begin(byte & 0x1F, remaining: 1)
        case 0xE0...0xEF:
            begin(byte & 0x0F, remaining: 2)
            // E0 would be overlong below A0; ED would be a surrogate from A0.
            if byte == 0xE0 { lower = 0xA0 }
            if byte == 0xED { upper = 0x9F }
        case 0xF0...0xF4:
            begin(byte & 0x07, remaining: 3)
            // F0 would be overlong below 90; F4 would pass U+10FFFF from 90.
            if byte == 0xF0 { lower = 0x90 }
            if byte == 0xF4 { upper = 0x8F }
        default:
            // A continuation byte with no lead, C0/C1 (always overlong) or F5…FF (never used): dropped.
            break
        }
        return nil
    }

    private mutating func begin(_ bits: UInt8, remaining: Int) {
        scalar = UInt32(bits)
        self.remaining = remaining
    }
}
