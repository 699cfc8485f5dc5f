@testable import PushCore
import Testing

/// JSON strings are escaped eight bytes at a time (``JSONObjectWriter``): the result must be what a
/// byte-by-byte escape gives for every byte value at every position of a word, and for strings
/// whose escapes fall on, before and after word boundaries.
@Suite struct JSONStringEscapeTests {
    /// The escape written one byte at a time: the reference.
    private static func escapedByteByByte(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "\"")]
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): output += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): output += Array(#"\\"#.utf8)
            case 0x08: output += Array(#"\b"#.utf8)
            case 0x0C: output += Array(#"\f"#.utf8)
            case 0x0A: output += Array(#"\n"#.utf8)
            case 0x0D: output += Array(#"\r"#.utf8)
            case 0x09: output += Array(#"\t"#.utf8)
            case ..<0x20: output += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
        return output
    }

    private static func escaped(_ bytes: [UInt8]) -> [UInt8] {
        JSONObjectWriter.encodedString(String(decoding: bytes, as: UTF8.self))
    }

    /// Every ASCII byte at every offset of a 19-byte string (two words and a tail), among letters.
    @Test func everyASCIIByteAtEveryOffset() {
        for byte in UInt8(0)...0x7F {
            for offset in 0..<19 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 19)
                bytes[offset] = byte
                #expect(Self.escaped(bytes) == Self.escapedByteByByte(bytes), "byte \(byte) at \(offset)")
            }
        }
    }

    /// Multi-byte UTF-8 (high bytes, which the word test must not take for control characters) and
    /// runs of escapes across word boundaries.
    @Test func utf8AndRunsOfEscapes() {
        let texts = ["ü€😀 Ana's iPhone", "\"\"\"\"\"\"\"\"\"", "\\\\\\\\\\\\\\\\\\", "12345678\n", "1234567\u{1}\"",
                     String(repeating: "é", count: 11) + "\t", "", "x", "\u{7F}\u{80}\u{FF}abcdefgh"]
        for text in texts {
            let bytes = Array(text.utf8)
            #expect(Self.escaped(bytes) == Self.escapedByteByByte(bytes), "\(text.debugDescription)")
        }
    }

    /// The word test alone, on every byte value in every lane of a word otherwise safe.
    @Test func theWordTestIsExactForEveryByteInEveryLane() {
        for byte in UInt8(0)...UInt8(255) {
            let needs = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            for lane in 0..<8 {
                var word: UInt64 = 0x6161_6161_6161_6161
                word &= ~(UInt64(0xFF) << (8 * lane))
                word |= UInt64(byte) << (8 * lane)
                #expect(JSONObjectWriter.needsEscape(word) == needs, "byte \(byte) in lane \(lane)")
            }
        }
    }
}
