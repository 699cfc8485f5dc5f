// Byte classes shared by the parsers; working on UTF-8 bytes keeps them fast and locale-free.
enum ASCII {
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        isUppercaseLetter(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
    }

    static func isUppercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        hexValue(byte) != nil
    }

    static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

extension String {
    // Topics are ASCII identifiers; comparing bytes avoids Unicode-aware Character comparison.
    func hasUTF8Suffix(_ suffix: String) -> Bool {
        utf8.count >= suffix.utf8.count && utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    /// Whether this equals `lowercase` with ASCII letters of either case (header names): bytes
    /// compared, no lowercased copy. The lengths first: an answer's lookups meet mostly names of
    /// other lengths (once per push).
    public func isASCIICaseInsensitiveEqual(to lowercase: String) -> Bool {
        guard utf8.count == lowercase.utf8.count else { return false }
        // Over the two buffers, not the UTF-8 views: this runs for each header name an answer is
        // searched for, on every push.
        var text = self
        var other = lowercase
        return text.withUTF8 { bytes in
            other.withUTF8 { expected in
                for index in 0..<bytes.count {
                    let byte = bytes[index]
                    if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != expected[index] { return false }
                }
                return true
            }
        }
    }

    /// Whether any byte is CR, LF or NUL. These are ASCII, and UTF-8 never uses ASCII bytes inside
    /// a longer scalar, so bytes find exactly those scalars; scanning the contiguous buffer in place
    /// is several times faster than stepping through the UTF-8 view (this runs on a JWT per push).
    var containsLineBreakOrNUL: Bool {
        func isForbidden(_ byte: UInt8) -> Bool { byte == 0x0D || byte == 0x0A || byte == 0x00 }
        return utf8.withContiguousStorageIfAvailable { $0.contains(where: isForbidden) }
            ?? utf8.contains(where: isForbidden)
    }

    func trimmingASCIISpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
